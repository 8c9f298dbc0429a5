import { randomUUID } from "node:crypto";
import type { JsonSchema } from "../../server/contract";

// Request bodies each operation's validation accepts, where the schema's own sample would be
// refused (a form needs a field, a sale an end after its start): the role matrix sends them to
// reach past validation, and the hostile-input suite changes one field of them at a time.

/** A form the contract takes (the form builder), with a slug no other form has. */
function matrixForm(): JsonSchema {
  return {
    slug: `matrix-${randomUUID()}`,
    title: { en: "Matrix" },
    placement: "landing",
    definition: {
      fields: [{ type: "text", name: "name", label: { en: "Name" }, required: false }],
    },
  };
}

/** Starts in an hour and runs for one: a sale or a banner the rules accept. */
const nextHour = {
  starts_at: new Date(Date.now() + 3_600_000).toISOString(),
  ends_at: new Date(Date.now() + 7_200_000).toISOString(),
};

/** One banner for a business's request and an administrator's create and change. */
const banner: JsonSchema = {
  image: randomUUID(),
  link: "/",
  titles: { en: "Matrix banner" },
  placement: "search",
  ...nextHour,
};

/** One blog post for the create and the change. */
const blogPost: JsonSchema = {
  translations: { ru: { title: "Matrix", body: "Text" } },
  cover: null,
  status: "draft",
  publish_at: null,
};

/** Bodies that get past validation where the schema's sample would not. */
const BODIES: Record<string, JsonSchema> = {
  createFeedback: { business_id: randomUUID(), kind: "like" },
  updateFeedback: { rating: 3 },
  updateProfile: { first_name: "Aziza" },
  updateMyOffering: { price: 90 },
  updateMyBusiness: { names: { en: "Matrix shop" } },
  createMyOffering: {
    kind: "product",
    titles: { en: "Carpet" },
    category_id: randomUUID(),
    price: 10,
    currency: "UZS",
  },
  requestContactChange: { email: "matrix.change@example.com" },
  assignLead: { assignee_id: null },
  updateAdminCategory: {
    names: { en: "Matrix", ru: "Matrix", uz: "Matrix", fa: "Matrix" },
    position: 0,
    icon: null,
  },
  updateAdminPage: {
    titles: { en: "Title", ru: "Title", uz: "Title", fa: "Title" },
    bodies: { en: "Body", ru: "Body", uz: "Body", fa: "Body" },
    icon: null,
  },
  createBlogPost: blogPost,
  updateBlogPost: blogPost,
  createMyFlashSale: { price: 50, ...nextHour },
  requestMyBanner: banner,
  createAdminBanner: banner,
  updateAdminBanner: banner,
  decideBanner: { action: "approve" },
};

/** A body the operation's validation accepts, or null where the schema's sample will do. */
export function acceptedBody(operationId: string): JsonSchema | null {
  // A form's slug must be new each time.
  if (operationId === "createForm" || operationId === "updateForm") return matrixForm();
  const body = BODIES[operationId];
  // A copy: callers change fields.
  return body ? structuredClone(body) : null;
}
