import type { OfferingKind } from "../schema";
import type { PictogramName } from "./pictograms";
import { type Texts, texts } from "./texts";

interface DemoCategory {
  slug: string;
  kind: OfferingKind;
  names: Texts;
  pictogram: PictogramName;
  /** Base hue of its pictures, so a category's items look related. */
  hue: number;
  children: Array<{ slug: string; names: Texts }>;
}

/** What people shop for in Uzbekistan, products first, then services. Slugs are stable. */
export const demoCategories: DemoCategory[] = [
  {
    slug: "electronics",
    kind: "product",
    names: texts("Electronics", "Электроника", "Elektronika", "لوازم الکترونیکی"),
    pictogram: "phone",
    hue: 215,
    children: [
      { slug: "phones", names: texts("Smartphones", "Смартфоны", "Smartfonlar", "گوشی هوشمند") },
      { slug: "laptops", names: texts("Laptops", "Ноутбуки", "Noutbuklar", "لپ‌تاپ") },
      {
        slug: "home-appliances",
        names: texts("Home appliances", "Бытовая техника", "Maishiy texnika", "لوازم خانگی برقی"),
      },
    ],
  },
  {
    slug: "home-garden",
    kind: "product",
    names: texts("Home & garden", "Дом и сад", "Uy va bog‘", "خانه و باغ"),
    pictogram: "house",
    hue: 28,
    children: [
      { slug: "furniture", names: texts("Furniture", "Мебель", "Mebel", "مبلمان") },
      {
        slug: "kitchenware",
        names: texts("Kitchenware", "Посуда и кухня", "Oshxona anjomlari", "ظروف آشپزخانه"),
      },
      { slug: "garden", names: texts("Garden", "Сад и огород", "Bog‘ va tomorqa", "باغ و باغچه") },
    ],
  },
  {
    slug: "clothing",
    kind: "product",
    names: texts("Clothing & shoes", "Одежда и обувь", "Kiyim va poyabzal", "پوشاک و کفش"),
    pictogram: "shirt",
    hue: 320,
    children: [
      {
        slug: "womens-clothing",
        names: texts("Women’s clothing", "Женская одежда", "Ayollar kiyimi", "پوشاک زنانه"),
      },
      {
        slug: "mens-clothing",
        names: texts("Men’s clothing", "Мужская одежда", "Erkaklar kiyimi", "پوشاک مردانه"),
      },
      {
        slug: "national-dress",
        names: texts("National dress", "Национальная одежда", "Milliy liboslar", "لباس سنتی"),
      },
    ],
  },
  {
    slug: "food",
    kind: "product",
    names: texts("Food & groceries", "Продукты питания", "Oziq-ovqat", "مواد غذایی"),
    pictogram: "wheat",
    hue: 40,
    children: [
      {
        slug: "fruits-vegetables",
        names: texts("Fruit & vegetables", "Фрукты и овощи", "Meva va sabzavotlar", "میوه و سبزی"),
      },
      {
        slug: "dried-fruit",
        names: texts("Dried fruit & nuts", "Сухофрукты и орехи", "Quruq meva va yong‘oq", "خشکبار"),
      },
      { slug: "spices", names: texts("Spices", "Специи", "Ziravorlar", "ادویه") },
      { slug: "bread", names: texts("Bread", "Хлеб", "Non", "نان") },
      {
        slug: "sweets",
        names: texts("Honey & sweets", "Мёд и сладости", "Asal va shirinliklar", "عسل و شیرینی"),
      },
    ],
  },
  {
    slug: "handicrafts",
    kind: "product",
    names: texts("Handicrafts", "Ремёсла", "Hunarmandchilik", "صنایع دستی"),
    pictogram: "jug",
    hue: 195,
    children: [
      { slug: "ceramics", names: texts("Ceramics", "Керамика", "Sopol buyumlar", "سفال") },
      {
        slug: "suzani",
        names: texts(
          "Suzani & embroidery",
          "Сюзане и вышивка",
          "So‘zana va kashtachilik",
          "سوزنی و گلدوزی",
        ),
      },
      { slug: "knives", names: texts("Knives", "Ножи", "Pichoqlar", "چاقو") },
      { slug: "carpets", names: texts("Carpets", "Ковры", "Gilamlar", "فرش") },
    ],
  },
  {
    slug: "auto-parts",
    kind: "product",
    names: texts("Auto parts", "Автозапчасти", "Avtoehtiyot qismlar", "قطعات خودرو"),
    pictogram: "wheel",
    hue: 5,
    children: [
      {
        slug: "car-parts",
        names: texts("Spare parts", "Запчасти", "Ehtiyot qismlar", "قطعات یدکی"),
      },
      {
        slug: "tyres",
        names: texts("Tyres & wheels", "Шины и диски", "Shinalar va disklar", "لاستیک و رینگ"),
      },
    ],
  },
  {
    slug: "children",
    kind: "product",
    names: texts("Children", "Детские товары", "Bolalar uchun", "کودک"),
    pictogram: "balloon",
    hue: 275,
    children: [
      { slug: "toys", names: texts("Toys", "Игрушки", "O‘yinchoqlar", "اسباب‌بازی") },
      {
        slug: "kids-clothing",
        names: texts("Kids’ clothing", "Детская одежда", "Bolalar kiyimi", "پوشاک کودک"),
      },
    ],
  },
  {
    slug: "beauty",
    kind: "product",
    names: texts(
      "Beauty & health",
      "Красота и здоровье",
      "Go‘zallik va salomatlik",
      "زیبایی و سلامت",
    ),
    pictogram: "bottle",
    hue: 340,
    children: [
      { slug: "cosmetics", names: texts("Cosmetics", "Косметика", "Kosmetika", "لوازم آرایشی") },
      { slug: "perfume", names: texts("Perfume", "Парфюмерия", "Atirlar", "عطر") },
    ],
  },
  {
    slug: "repair",
    kind: "service",
    names: texts("Repair", "Ремонт", "Ta’mirlash", "تعمیرات"),
    pictogram: "wrench",
    hue: 205,
    children: [
      {
        slug: "phone-repair",
        names: texts("Phone repair", "Ремонт телефонов", "Telefon ta’miri", "تعمیر موبایل"),
      },
      {
        slug: "appliance-repair",
        names: texts(
          "Appliance repair",
          "Ремонт бытовой техники",
          "Maishiy texnika ta’miri",
          "تعمیر لوازم خانگی",
        ),
      },
      { slug: "car-repair", names: texts("Car repair", "Автосервис", "Avtoservis", "تعمیر خودرو") },
    ],
  },
  {
    slug: "cleaning",
    kind: "service",
    names: texts("Cleaning", "Уборка", "Tozalash", "نظافت"),
    pictogram: "bucket",
    hue: 180,
    children: [
      {
        slug: "home-cleaning",
        names: texts("Home cleaning", "Уборка квартир", "Uy tozalash", "نظافت منزل"),
      },
      {
        slug: "carpet-cleaning",
        names: texts("Carpet cleaning", "Стирка ковров", "Gilam yuvish", "قالی‌شویی"),
      },
    ],
  },
  {
    slug: "tutoring",
    kind: "service",
    names: texts(
      "Tutoring & courses",
      "Репетиторы и курсы",
      "Repetitorlik va kurslar",
      "آموزش و کلاس",
    ),
    pictogram: "book",
    hue: 250,
    children: [
      {
        slug: "language-courses",
        names: texts("Languages", "Иностранные языки", "Chet tillari", "زبان‌های خارجی"),
      },
      {
        slug: "it-courses",
        names: texts("IT courses", "IT-курсы", "IT kurslari", "دوره‌های فناوری اطلاعات"),
      },
      {
        slug: "school-tutoring",
        names: texts("School subjects", "Школьные предметы", "Maktab fanlari", "دروس مدرسه"),
      },
    ],
  },
  {
    slug: "beauty-salons",
    kind: "service",
    names: texts("Beauty salons", "Салоны красоты", "Go‘zallik salonlari", "سالن زیبایی"),
    pictogram: "scissors",
    hue: 300,
    children: [
      {
        slug: "hairdressing",
        names: texts("Hair", "Парикмахерские услуги", "Sartaroshlik", "آرایش مو"),
      },
      {
        slug: "manicure",
        names: texts("Nails", "Маникюр и педикюр", "Manikyur va pedikyur", "مانیکور و پدیکور"),
      },
    ],
  },
  {
    slug: "transport",
    kind: "service",
    names: texts(
      "Transport & delivery",
      "Транспорт и доставка",
      "Transport va yetkazib berish",
      "حمل‌ونقل و ارسال",
    ),
    pictogram: "truck",
    hue: 22,
    children: [
      { slug: "cargo", names: texts("Cargo", "Грузоперевозки", "Yuk tashish", "باربری") },
      { slug: "moving", names: texts("Moving", "Переезды", "Ko‘chish xizmati", "اسباب‌کشی") },
      {
        slug: "courier",
        names: texts("Courier", "Курьерская доставка", "Kuryerlik xizmati", "پیک"),
      },
    ],
  },
  {
    slug: "events",
    kind: "service",
    names: texts(
      "Events & weddings",
      "Праздники и свадьбы",
      "Tadbirlar va to‘ylar",
      "مراسم و عروسی",
    ),
    pictogram: "heart",
    hue: 350,
    children: [
      {
        slug: "wedding-halls",
        names: texts("Wedding halls", "Банкетные залы", "To‘yxonalar", "تالار عروسی"),
      },
      {
        slug: "photo-video",
        names: texts("Photo & video", "Фото и видео", "Foto va video", "عکس و فیلم"),
      },
      {
        slug: "catering",
        names: texts("Catering & plov", "Кейтеринг и плов", "Keytering va osh", "پذیرایی و پلو"),
      },
      {
        slug: "musicians",
        names: texts(
          "Musicians & hosts",
          "Музыканты и ведущие",
          "Sozandalar va boshlovchilar",
          "نوازندگان و مجری",
        ),
      },
    ],
  },
  {
    slug: "construction",
    kind: "service",
    names: texts(
      "Construction & renovation",
      "Строительство и ремонт",
      "Qurilish va ta’mirlash",
      "ساخت‌وساز و بازسازی",
    ),
    pictogram: "helmet",
    hue: 45,
    children: [
      {
        slug: "renovation",
        names: texts("Renovation", "Ремонт квартир", "Kvartira ta’miri", "بازسازی آپارتمان"),
      },
      { slug: "plumbing", names: texts("Plumbing", "Сантехника", "Santexnika", "لوله‌کشی") },
      {
        slug: "electrical",
        names: texts("Electrical work", "Электромонтаж", "Elektr montaji", "برق‌کاری"),
      },
    ],
  },
  {
    slug: "medical",
    kind: "service",
    names: texts("Medical services", "Медицинские услуги", "Tibbiy xizmatlar", "خدمات پزشکی"),
    pictogram: "cross",
    hue: 150,
    children: [
      {
        slug: "dentistry",
        names: texts("Dentistry", "Стоматология", "Stomatologiya", "دندان‌پزشکی"),
      },
      {
        slug: "diagnostics",
        names: texts("Diagnostics", "Диагностика", "Diagnostika", "تشخیص پزشکی"),
      },
      { slug: "massage", names: texts("Massage", "Массаж", "Massaj", "ماساژ") },
    ],
  },
];
