import type { Insertable } from "kysely";
import type { BannerPlacement, BannersTable } from "../schema";
import type { ImageRow } from "./image-row";
import type { PictogramName } from "./pictograms";
import { bannerPicture } from "./pictures";
import { demoUuid } from "./random";
import { type Texts, texts } from "./texts";

interface BannerSpec {
  key: string;
  placement: BannerPlacement;
  link: string;
  hue: number;
  pictogram: PictogramName;
  title: Texts;
  text: Texts;
}

const bannerSpecs: BannerSpec[] = [
  {
    key: "flash-sales",
    placement: "home_hero",
    link: "/search/flash-sell",
    hue: 350,
    pictogram: "sale",
    title: texts(
      "Flash sales: up to 60% off",
      "Флеш-распродажа: скидки до 60%",
      "Tezkor chegirmalar: 60% gacha",
      "حراج لحظه‌ای: تا ۶۰٪ تخفیف",
    ),
    text: texts(
      "Hundreds of shops, a few hours only. Catch them before the timer runs out.",
      "Сотни магазинов и всего несколько часов. Успейте, пока идёт таймер.",
      "Yuzlab do‘konlar, bor-yo‘g‘i bir necha soat. Taymer tugamasidan ulguring.",
      "صدها فروشگاه و فقط چند ساعت. پیش از تمام شدن زمان بخرید.",
    ),
  },
  {
    key: "rishtan-ceramics",
    placement: "home_hero",
    link: "/search/products?category=ceramics",
    hue: 200,
    pictogram: "jug",
    title: texts(
      "Ceramics from the masters of Rishtan",
      "Керамика мастеров Риштана",
      "Rishton ustalarining sopol buyumlari",
      "سفال استادان ریشتان",
    ),
    text: texts(
      "Plates, lagans and teapots painted by hand in the blue ishkor glaze.",
      "Тарелки, ляганы и чайники, расписанные вручную синей глазурью ишкор.",
      "Ko‘k ishqor siri bilan qo‘lda naqshlangan likopcha, lagan va choynaklar.",
      "بشقاب، لگن و قوری که با لعاب آبی اشقار با دست نقاشی شده‌اند.",
    ),
  },
  {
    key: "toy-season",
    placement: "home_hero",
    link: "/search/service?category=events",
    hue: 330,
    pictogram: "heart",
    title: texts(
      "Everything for the to‘y",
      "Всё для тоя",
      "To‘y uchun hammasi",
      "همه‌چیز برای عروسی",
    ),
    text: texts(
      "Halls, oshpaz, musicians and photographers, booked in one place.",
      "Залы, ошпазы, музыканты и фотографы — бронируйте в одном месте.",
      "To‘yxonalar, oshpazlar, sozandalar va fotograflar — bir joyda band qiling.",
      "تالار، آشپز، نوازنده و عکاس را در یک جا رزرو کنید.",
    ),
  },
  {
    key: "dried-fruit",
    placement: "home_strip",
    link: "/search/products?category=dried-fruit",
    hue: 35,
    pictogram: "wheat",
    title: texts(
      "Dried fruit and nuts from the valley",
      "Сухофрукты и орехи из долины",
      "Vodiyning quruq meva va yong‘oqlari",
      "خشکبار دره",
    ),
    text: texts(
      "Apricots, raisins and walnuts straight from the farmers.",
      "Курага, изюм и грецкий орех прямо от фермеров.",
      "Fermerlardan to‘g‘ridan-to‘g‘ri turshak, mayiz va yong‘oq.",
      "زردآلو، کشمش و گردو مستقیم از کشاورزان.",
    ),
  },
  {
    key: "samarkand-businesses",
    placement: "home_strip",
    link: "/search/business?region=samarkand",
    hue: 170,
    pictogram: "store",
    title: texts(
      "Shops and masters of Samarkand",
      "Магазины и мастера Самарканда",
      "Samarqand do‘konlari va ustalari",
      "فروشگاه‌ها و استادکاران سمرقند",
    ),
    text: texts(
      "Bread, carpets, souvenirs and more from the city of Registan.",
      "Лепёшки, ковры, сувениры и не только — из города Регистана.",
      "Registon shahridan non, gilam, suvenirlar va boshqalar.",
      "نان، فرش، سوغات و بیشتر از شهر ریگستان.",
    ),
  },
  {
    key: "repair-warranty",
    placement: "search",
    link: "/search/service?category=repair",
    hue: 215,
    pictogram: "wrench",
    title: texts(
      "Repairs with a warranty",
      "Ремонт с гарантией",
      "Kafolatli ta’mirlash",
      "تعمیر با گارانتی",
    ),
    text: texts(
      "Phones, appliances and cars fixed by rated masters.",
      "Телефоны, техника и машины — у мастеров с отзывами.",
      "Telefon, texnika va mashinalarni baholangan ustalar tuzatadi.",
      "گوشی، لوازم خانگی و خودرو نزد تعمیرکاران دارای امتیاز.",
    ),
  },
  {
    key: "bread-morning",
    placement: "search",
    link: "/search/products?category=bread",
    hue: 35,
    pictogram: "wheat",
    title: texts(
      "Bread from the tandoor, every morning",
      "Хлеб из тандыра каждое утро",
      "Har tong tandirdan issiq non",
      "نان تنوری، هر صبح",
    ),
    text: texts(
      "Order from bakeries near you and pick it up hot.",
      "Закажите в пекарне рядом и заберите горячим.",
      "Yaqin atrofdagi nonvoyxonadan buyurtma qiling va issiqligida olib keting.",
      "از نانوایی نزدیک خود سفارش دهید و داغ تحویل بگیرید.",
    ),
  },
  {
    key: "gijduvan-pottery",
    placement: "category",
    link: "/search/products?category=ceramics",
    hue: 25,
    pictogram: "jug",
    title: texts(
      "Gijduvan pottery, straight from the workshop",
      "Гиждуванская керамика прямо из мастерской",
      "G‘ijduvon sopoli — to‘g‘ridan-to‘g‘ri ustaxonadan",
      "سفال غجدوان، مستقیم از کارگاه",
    ),
    text: texts(
      "Brown and green glazes of Bukhara, made to order.",
      "Коричневая и зелёная бухарская глазурь, на заказ.",
      "Buxoroning jigarrang va yashil sirlari, buyurtma asosida.",
      "لعاب‌های قهوه‌ای و سبز بخارا، به سفارش شما.",
    ),
  },
  {
    key: "flash-sales-business",
    placement: "business",
    link: "/search/flash-sell",
    hue: 330,
    pictogram: "sale",
    title: texts(
      "More shops have flash sales today",
      "Сегодня распродажи и в других магазинах",
      "Bugun boshqa do‘konlarda ham chegirmalar",
      "امروز فروشگاه‌های دیگر هم حراج دارند",
    ),
    text: texts(
      "See every running sale in one list.",
      "Все идущие распродажи в одном списке.",
      "Barcha davom etayotgan chegirmalar bitta ro‘yxatda.",
      "همهٔ حراج‌های در جریان در یک فهرست.",
    ),
  },
];

const dayMs = 86_400_000;

/** Running from a day before the seed until a year after it. */
export function buildBanners(now: Date): { rows: Insertable<BannersTable>[]; images: ImageRow[] } {
  const positions = new Map<BannerPlacement, number>();
  const rows: Insertable<BannersTable>[] = [];
  const images: ImageRow[] = [];
  for (const spec of bannerSpecs) {
    const position = positions.get(spec.placement) ?? 0;
    positions.set(spec.placement, position + 1);
    const imageId = demoUuid(`image/banner/${spec.key}`);
    images.push({ id: imageId, svg: bannerPicture(spec.key, spec.hue, spec.pictogram) });
    rows.push({
      id: demoUuid(`banner/${spec.key}`),
      image_id: imageId,
      link: spec.link,
      placement: spec.placement,
      titles: JSON.stringify(spec.title),
      texts: JSON.stringify(spec.text),
      business_id: null,
      starts_at: new Date(now.getTime() - dayMs),
      ends_at: new Date(now.getTime() + 365 * dayMs),
      position,
    });
  }
  return { rows, images };
}
