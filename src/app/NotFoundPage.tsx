import { FormattedMessage } from "react-intl";
import { Link, useLocation } from "wouter";

/** Any path no route claims; the server answers these with HTTP 404 too. */
export function NotFoundPage() {
  const [path] = useLocation();
  return (
    <>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        {/* The path is isolated so a right-to-left sentence keeps its slashes in place. */}
        <FormattedMessage id="notFound.message" values={{ path: <bdi dir="ltr">{path}</bdi> }} />
      </p>
      <Link href="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </>
  );
}
