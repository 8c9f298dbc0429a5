import type { ItemTemplate } from "./item-template";
import { clothingKidsBeautyItems } from "./items-clothing-kids-beauty";
import { craftAndAutoItems } from "./items-crafts-auto";
import { electronicsAndHomeItems } from "./items-electronics-home";
import { foodItems } from "./items-food";
import { occasionServiceItems } from "./items-services-events";
import { personalServiceItems } from "./items-services-home";

/** What is sold in each leaf category, by the category's slug. */
export const itemsByCategory: Record<string, ItemTemplate[]> = {
  ...electronicsAndHomeItems,
  ...clothingKidsBeautyItems,
  ...foodItems,
  ...craftAndAutoItems,
  ...personalServiceItems,
  ...occasionServiceItems,
};

export function itemsOf(categorySlug: string): ItemTemplate[] {
  const items = itemsByCategory[categorySlug];
  if (!items) throw new Error(`no demo items for category ${categorySlug}`);
  return items;
}
