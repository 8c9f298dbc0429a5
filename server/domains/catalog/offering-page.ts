import type { OfferingDetail } from "../../../sdk/types.gen";
import { pickText } from "../../i18n";
import { type CardContext, toFlashSale, toOfferingCard } from "../../shared/cards/offering-cards";
import { feedbackFromJson } from "../../shared/feedback";
import { feedbackRefusal } from "../../shared/feedback-rule";
import {
  type PublicOfferingPage,
  type RelatedOfferings,
  relatedLimit,
  type ViewerState,
} from "./repository/offering-pages";

const visitor: ViewerState = { is_favorite: false, my_feedback: null };

export function toOfferingDetail(
  page: PublicOfferingPage,
  related: RelatedOfferings,
  context: CardContext,
  viewerId: string | null,
  viewer: ViewerState = visitor,
): OfferingDetail {
  const { row, askedSale } = page;
  const card = toOfferingCard(row, context);
  return {
    ...card,
    flash_sale: askedSale ? toFlashSale(askedSale, row, context) : card.flash_sale,
    description: pickText(row.descriptions, context.lang),
    images: row.images,
    business_phone: row.business_phone,
    is_favorite: viewer.is_favorite,
    my_feedback: feedbackFromJson(viewer.my_feedback, viewerId),
    feedback_refusal:
      feedbackRefusal(
        { kind: "offering", id: row.id },
        {
          owner_id: row.business_owner_id,
          business_status: row.business_status,
          offering_status: row.offering_status,
        },
        viewerId,
      )?.code ?? null,
    related: related.rows
      .filter((other) => other.id !== row.id)
      .slice(0, relatedLimit)
      .map((other) => toOfferingCard(other, context)),
  };
}
