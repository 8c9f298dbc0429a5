import { useSelector } from "@xstate/react";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation, useParams } from "wouter";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/catalog/LoadFailed";
import { BannerForm } from "./BannerForm";
import { BannerSummary } from "./BannerSummary";
import { Heading, Page, TextLink } from "./parts";
import { useBannerEditor } from "./use-banner-editor";

/**
 * /admin/banner/new and /admin/banner/new/:id: the administration's banner editor. A banner
 * made here is approved at once; a business's request opened here keeps its status (decided
 * in the list). Saving or removing goes back to the list.
 */
export function BannerEditorPage() {
  const { id = null } = useParams<{ id?: string }>();
  return <Editor key={id ?? "new"} id={id} />;
}

function Editor({ id }: { id: string | null }) {
  const [, navigate] = useLocation();
  const back = () => navigate("/admin/banner");
  const actor = useBannerEditor("admin", id, { saved: back, deleted: back });
  const loading = useSelector(actor, (s) => s.matches("loading") || s.matches("start"));
  const failed = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));
  const banner = useSelector(actor, (s) => s.context.banner);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const headingId = useId();
  return (
    <Page>
      <TextLink href="/admin/banner">
        <FormattedMessage id="banners.admin.back" />
      </TextLink>
      <Heading>
        <h1 id={headingId}>
          <FormattedMessage id={id ? "admin.banners.edit" : "admin.banners.new"} />
        </h1>
        {id && banner && (
          <Button
            type="button"
            $tone="danger"
            disabled={busy}
            onClick={() => actor.send({ type: "banner.delete" })}
          >
            <FormattedMessage id="banners.admin.delete" />
          </Button>
        )}
      </Heading>
      {failed && <LoadFailed code={failed} onRetry={() => actor.send({ type: "banner.retry" })} />}
      {loading && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {banner && <BannerSummary banner={banner} />}
      {!loading && !failed && (
        <BannerForm actor={actor} submitId="banners.form.save" labelledBy={headingId} />
      )}
    </Page>
  );
}
