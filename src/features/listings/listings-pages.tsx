import { useSelector } from "@xstate/react";
import { useLocation, useParams } from "wouter";
import { decideAccess } from "../../../machines/route-access";
import { useActors } from "../../lib/actors-context";
import { kindOfPath } from "./listing-paths";
import { MyOfferingsPage } from "./MyOfferingsPage";
import { OfferingEditorPage } from "./OfferingEditorPage";
import { RegisterBusinessNote } from "./RegisterBusinessNote";

/**
 * A business's listings as one lazy chunk and one component without props (each costs the
 * first download bytes): `/my-products` lists its products, `/my-products/{id}` edits one,
 * `new` a new one, and the same for services. The route guard lets an individual in too (its
 * decision `registerBusiness`): they are told how to register a business instead.
 */
export function ListingsPage() {
  const { session } = useActors();
  const [path] = useLocation();
  const { id } = useParams<{ id?: string }>();
  const individual = useSelector(
    session,
    (s) => decideAccess("business", s) === "registerBusiness",
  );
  const kind = kindOfPath(path);
  if (individual) return <RegisterBusinessNote />;
  if (id === undefined) return <MyOfferingsPage kind={kind} />;
  return <OfferingEditorPage kind={kind} id={id === "new" ? null : id} />;
}
