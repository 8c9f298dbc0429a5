import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Redirect, useLocation, useSearch } from "wouter";
import { signInPath } from "../../machines/next-path";
import { decideAccess } from "../../machines/route-access";
import { Button } from "../components/Button";
import { ErrorText } from "../components/ErrorText";
import { ChunkPending } from "../components/layout/ChunkPending";
import { Layout } from "../components/layout/Layouts";
import { useActors } from "../lib/actors-context";
import { useHead } from "../lib/use-head";
import { ErrorPage } from "./ErrorPage";
import type { AppRoute } from "./routes";

/** One route on screen: its head tags, its layout, and the access rule in front of its page. */
export function RouteView({ route }: { route: AppRoute }) {
  const { session } = useActors();
  const [path] = useLocation();
  const search = useSearch();
  useHead({ titleId: route.titleId });
  const decision = useSelector(session, (s) => decideAccess(route.access, s));
  const error = useSelector(session, (s) => s.context.error);

  // Signing in brings the person back to the page they opened (path and query).
  if (decision === "signIn") {
    return <Redirect to={signInPath(search ? `${path}?${search}` : path)} replace />;
  }
  const Page = route.component;
  return (
    <Layout name={route.layout}>
      {/* An individual on a business page: the page tells them how to become one. */}
      {(decision === "allow" || decision === "registerBusiness") && (
        <Suspense fallback={<ChunkPending />}>
          <Page />
        </Suspense>
      )}
      {decision === "forbidden" && <ErrorPage status={403} />}
      {decision === "wait" && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {decision === "failed" && (
        <>
          {error && <ErrorText code={error} />}
          <Button type="button" onClick={() => session.send({ type: "session.retryUser" })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      )}
    </Layout>
  );
}
