import { FormattedMessage } from "react-intl";
import { Link, useLocation } from "wouter";
import { usePageTitle } from "../app/use-page-title";
import { LandingLayout } from "../layouts/PageLayout";

/** Any path no route claims; the server answers these with HTTP 404 too. */
export function NotFoundPage() {
  usePageTitle("notFound.title");
  const [path] = useLocation();
  return (
    <LandingLayout>
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
    </LandingLayout>
  );
}
