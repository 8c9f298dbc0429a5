import { Layout } from "../components/layout/Layouts";
import { useHead } from "../lib/use-head";
import { NotFoundPage } from "./NotFoundPage";

export function NotFoundView() {
  useHead({ titleId: "notFound.title" });
  return (
    <Layout name="landing">
      <NotFoundPage />
    </Layout>
  );
}
