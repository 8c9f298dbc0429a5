import { Layout } from "../layouts/Layouts";
import { NotFoundPage } from "../pages/NotFoundPage";
import { useHead } from "./use-head";

export function NotFoundView() {
  useHead({ titleId: "notFound.title" });
  return (
    <Layout name="landing">
      <NotFoundPage />
    </Layout>
  );
}
