import { unwrap } from "../../../machines/request-failure";
import { useResource } from "../../lib/use-resource";
import { BuiltForm } from "./BuiltForm";

/**
 * The form an administrator published on this page (`contact_us`, `for_business`), after the
 * page's own content; nothing while there is none, or when it could not be read (the page
 * stands without it).
 */
export function PageFormSection({ page }: { page: "contact_us" | "for_business" }) {
  const resource = useResource((sdk, call) =>
    sdk.getPageForm({ ...call, path: { page } }).then(unwrap),
  );
  const form = resource.data?.form;
  return form ? <BuiltForm key={form.id} form={form} /> : null;
}
