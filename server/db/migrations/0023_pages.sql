-- Bozor: the site's own pages (issue 19, content tools). /about-us, /terms-and-privacy-policy
-- and the office details of /contact-us: a title and a Markdown body in each of the four
-- languages, edited by administrators (PUT /v1/admin/pages/{slug}/). The rows are the product's
-- text, not demo data: every database gets them here, whether or not it is seeded.

CREATE TABLE pages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The order of the administrators' list.
  position smallint NOT NULL,
  -- An Iconify name ('mdi:storefront-outline') drawn beside the title, or none.
  icon text,
  -- {en, ru, uz, fa}: every language has a title and a body (the contract refuses less).
  titles jsonb NOT NULL,
  -- Markdown without raw HTML; clients render it with HTML off. The Persian phone number is
  -- wrapped in LRI/PDI marks (U+2066, U+2069) so its groups keep their order in a right-to-left line.
  bodies jsonb NOT NULL,
  -- The administrator who saved last; NULL for the text Bozor was published with. No foreign
  -- key: these rows are the product's text, and `npm run seed` empties users with TRUNCATE ...
  -- CASCADE, which would take every table referring to them along. The name is kept so the
  -- editor still shows it once the account is gone (reads join users to tell).
  updated_by uuid,
  updated_by_name text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO pages (slug, position, icon, titles, bodies) VALUES (
  'about-us',
  1,
  'mdi:storefront-outline',
  jsonb_build_object(
    'en', $md$About us$md$,
    'ru', $md$О нас$md$,
    'uz', $md$Biz haqimizda$md$,
    'fa', $md$درباره ما$md$
  ),
  jsonb_build_object(
    'en', $md$Bozor is the marketplace and business directory of Uzbekistan. In one place you find products, services and the businesses behind them, from a bakery in Samarkand to an electronics shop in Tashkent, in Uzbek, Russian, Persian or English.

## What you can do here

- **Find what you need.** Search products, services, businesses and flash sales by region, category and price, with prices shown in the currency you choose.
- **Choose with confidence.** Read ratings and reviews left by real customers, see a business's address, working hours and contacts, and save what you like to your favourites.
- **Sell and grow.** Businesses open a page for free, list what they offer, run flash sales and hear directly from their customers. Plans with more listings are available when you need them.

## How we work

Every business is checked by our team before its page goes public, and anyone can report a listing that looks wrong. We build Bozor to be fast on an inexpensive phone and honest about prices, sellers and errors: what you see is what the seller offers.

## Who we are

Bozor is made by a small team in Tashkent that believes local businesses deserve the same tools as large online stores. We are glad to hear from buyers and sellers alike: write to us on the [contact page](/contact-us).$md$,
    'ru', $md$Bozor — маркетплейс и справочник компаний Узбекистана. Здесь в одном месте собраны товары, услуги и компании, которые их предлагают, — от пекарни в Самарканде до магазина электроники в Ташкенте, на узбекском, русском, персидском или английском языке.

## Что можно делать на Bozor

- **Находить нужное.** Ищите товары, услуги, компании и горящие предложения по региону, категории и цене; цены показываются в выбранной вами валюте.
- **Выбирать уверенно.** Читайте оценки и отзывы настоящих покупателей, смотрите адрес, часы работы и контакты компании, сохраняйте понравившееся в избранное.
- **Продавать и расти.** Компании бесплатно открывают свою страницу, размещают предложения, запускают акции и получают отзывы напрямую от клиентов. Когда понадобится больше объявлений, можно подключить тариф.

## Как мы работаем

Каждую компанию проверяет наша команда, прежде чем её страница станет видна всем, а любой пользователь может сообщить о сомнительном объявлении. Мы делаем Bozor быстрым даже на недорогом телефоне и честным в том, что касается цен, продавцов и ошибок: вы видите ровно то, что предлагает продавец.

## Кто мы

Bozor создаёт небольшая команда в Ташкенте. Мы уверены, что местный бизнес заслуживает тех же инструментов, что и крупные интернет-магазины. Мы рады вопросам и покупателей, и продавцов — пишите нам на [странице контактов](/contact-us).$md$,
    'uz', $md$Bozor — O‘zbekistonning marketpleysi va bizneslar ma’lumotnomasi. Bu yerda mahsulotlar, xizmatlar va ularni taklif qiluvchi bizneslar bir joyga jamlangan: Samarqanddagi novvoyxonadan Toshkentdagi elektronika do‘konigacha — o‘zbek, rus, fors yoki ingliz tilida.

## Bozorda nima qilish mumkin

- **Keraklisini topish.** Mahsulotlar, xizmatlar, bizneslar va tezkor chegirmalarni hudud, toifa va narx bo‘yicha qidiring; narxlar siz tanlagan valyutada ko‘rsatiladi.
- **Ishonch bilan tanlash.** Haqiqiy xaridorlarning baholari va sharhlarini o‘qing, biznesning manzili, ish vaqti va aloqa ma’lumotlarini ko‘ring, yoqqanini sevimlilarga saqlang.
- **Sotish va o‘sish.** Bizneslar o‘z sahifasini bepul ochadi, takliflarini joylaydi, aksiyalar o‘tkazadi va mijozlarining fikrini bevosita eshitadi. Ko‘proq e’lon kerak bo‘lganda tarif ulash mumkin.

## Qanday ishlaymiz

Har bir biznes sahifasi hammaga ko‘rinishidan oldin jamoamiz tomonidan tekshiriladi, istalgan foydalanuvchi esa shubhali e’lon haqida xabar berishi mumkin. Biz Bozorni arzon telefonda ham tez ishlaydigan hamda narxlar, sotuvchilar va xatoliklar haqida halol qilib yaratamiz: siz sotuvchi aynan nima taklif qilayotganini ko‘rasiz.

## Biz kimmiz

Bozorni Toshkentdagi kichik jamoa yaratmoqda. Biz mahalliy biznes ham yirik internet-do‘konlardagi kabi vositalarga loyiq, deb hisoblaymiz. Xaridorlar va sotuvchilarning savollaridan xursand bo‘lamiz — bizga [aloqa sahifasida](/contact-us) yozing.$md$,
    'fa', $md$Bozor بازار آنلاین و راهنمای کسب‌وکارهای ازبکستان است. اینجا کالاها، خدمات و کسب‌وکارهایی که آن‌ها را عرضه می‌کنند در یک جا گرد آمده‌اند؛ از نانوایی‌ای در سمرقند تا فروشگاه لوازم الکترونیکی در تاشکند، به زبان ازبکی، روسی، فارسی یا انگلیسی.

## در Bozor چه می‌توانید بکنید

- **آنچه را لازم دارید پیدا کنید.** کالاها، خدمات، کسب‌وکارها و حراج‌های فوری را بر اساس منطقه، دسته و قیمت جست‌وجو کنید؛ قیمت‌ها با واحد پولی که خودتان انتخاب می‌کنید نمایش داده می‌شوند.
- **با اطمینان انتخاب کنید.** امتیازها و نظرهای خریداران واقعی را بخوانید، نشانی، ساعت کاری و راه‌های تماس هر کسب‌وکار را ببینید و آنچه را می‌پسندید در فهرست علاقه‌مندی‌ها نگه دارید.
- **بفروشید و رشد کنید.** کسب‌وکارها صفحهٔ خود را رایگان باز می‌کنند، پیشنهادهایشان را ثبت می‌کنند، حراج برگزار می‌کنند و نظر مشتریان را مستقیم می‌شنوند. هر وقت آگهی بیشتری لازم بود، می‌توانید طرح اشتراک بگیرید.

## چگونه کار می‌کنیم

صفحهٔ هر کسب‌وکار پیش از آنکه برای همه نمایش داده شود، به دست تیم ما بررسی می‌شود و هر کاربری می‌تواند آگهی مشکوک را گزارش دهد. Bozor را طوری می‌سازیم که روی گوشی‌های ارزان هم سریع باشد و دربارهٔ قیمت‌ها، فروشندگان و خطاها صادق بماند: همان چیزی را می‌بینید که فروشنده عرضه می‌کند.

## ما که هستیم

Bozor را تیم کوچکی در تاشکند می‌سازد که باور دارد کسب‌وکارهای محلی سزاوار همان ابزارهایی‌اند که فروشگاه‌های بزرگ اینترنتی در اختیار دارند. از شنیدن پرسش‌های خریداران و فروشندگان خوشحال می‌شویم؛ در [صفحهٔ تماس](/contact-us) برایمان بنویسید.$md$
  )
);

INSERT INTO pages (slug, position, icon, titles, bodies) VALUES (
  'terms-and-privacy-policy',
  2,
  'mdi:shield-account-outline',
  jsonb_build_object(
    'en', $md$Terms and privacy policy$md$,
    'ru', $md$Условия и политика конфиденциальности$md$,
    'uz', $md$Foydalanish shartlari va maxfiylik siyosati$md$,
    'fa', $md$شرایط استفاده و حریم خصوصی$md$
  ),
  jsonb_build_object(
    'en', $md$These terms govern your use of Bozor (bozor.uz), the marketplace and business directory operated in Tashkent, Uzbekistan. By creating an account or using the site you accept them. If you do not agree, please do not use Bozor.

## 1. Accounts

- You must be at least 16 years old to register, and a business account must be opened by someone entitled to act for that business.
- Give true details and keep them up to date. Keep your password and one-time codes to yourself: you are responsible for what is done with your account.
- We may suspend an account that breaks these terms, misleads buyers or endangers other people.

## 2. Listings and sales

- Businesses are responsible for their listings: the description, price, availability and the goods or services themselves must be real, legal in Uzbekistan and as described.
- Prices are set by the seller in their currency; amounts in other currencies are shown for convenience at our reference rates.
- A purchase is an agreement between the buyer and the business. Bozor is not a party to it, but we help resolve complaints and remove sellers who act in bad faith.
- Reviews must describe your own experience. We remove reviews that are abusive, paid for or unrelated to the seller.

## 3. Subscriptions and payments

Paid plans are billed in advance through our card processor for UzCard and Humo cards. A plan renews automatically until you cancel it; cancelling keeps the plan until the end of the paid period. We never store your full card number.

## 4. What is not allowed

Counterfeit, stolen or prohibited goods; spam and misleading advertising; collecting other users' data; attempts to break or overload the service.

## 5. Personal data we keep

We keep only what the service needs: your name, phone number, email, language, display currency, favourites, reviews, messages you send us and, for businesses, registration details (taxpayer number, activity code, address). We record sign-ins and payments to protect your account and to meet our legal obligations.

## 6. How we use and share it

We use your data to run your account, show your public profile or business page, process payments and answer you. We share it only with the card processor for payments, and with authorities when Uzbek law requires it. We never sell personal data and do not use it for third-party advertising.

## 7. Storage and your rights

Your data is stored on servers in Uzbekistan in line with the Law of the Republic of Uzbekistan "On Personal Data". You may see, correct or delete your data at any time on your profile page, or ask us at [support@bozor.uz](mailto:support@bozor.uz). Deleting an account removes your personal data; payment records are kept for the period the law requires.

## 8. Cookies and local storage

Bozor keeps your sign-in tokens, language, currency and colour mode in your browser's storage so the site remembers them. We do not use advertising cookies.

## 9. Changes and contact

We may update these terms; the date of the latest version is shown on this page, and we will tell registered users about important changes in advance. Questions are welcome at [support@bozor.uz](mailto:support@bozor.uz) or through the [contact page](/contact-us).$md$,
    'ru', $md$Эти условия регулируют использование Bozor (bozor.uz) — маркетплейса и справочника компаний, который работает в Ташкенте, Узбекистан. Создавая аккаунт или пользуясь сайтом, вы принимаете эти условия. Если вы с ними не согласны, пожалуйста, не пользуйтесь Bozor.

## 1. Аккаунты

- Зарегистрироваться можно с 16 лет; бизнес-аккаунт открывает человек, который вправе действовать от имени компании.
- Указывайте достоверные данные и поддерживайте их в актуальном состоянии. Не сообщайте никому пароль и одноразовые коды: вы отвечаете за действия, совершённые с вашего аккаунта.
- Мы можем заблокировать аккаунт, который нарушает эти условия, вводит покупателей в заблуждение или создаёт угрозу для других людей.

## 2. Объявления и продажи

- Компании отвечают за свои объявления: описание, цена, наличие, а также сами товары и услуги должны быть настоящими, законными в Узбекистане и соответствовать описанию.
- Цены устанавливает продавец в своей валюте; суммы в других валютах показываются для удобства по нашим справочным курсам.
- Покупка — это договор между покупателем и компанией. Bozor не является его стороной, но помогает разбирать жалобы и удаляет недобросовестных продавцов.
- Отзыв должен описывать ваш собственный опыт. Мы удаляем оскорбительные, оплаченные и не относящиеся к продавцу отзывы.

## 3. Подписки и оплата

Платные тарифы оплачиваются заранее через нашего платёжного партнёра картами UzCard и Humo. Тариф продлевается автоматически, пока вы его не отмените; после отмены он действует до конца оплаченного периода. Полный номер карты мы никогда не храним.

## 4. Что запрещено

Поддельные, краденые и запрещённые товары; спам и вводящая в заблуждение реклама; сбор данных других пользователей; попытки взломать сервис или перегрузить его.

## 5. Какие персональные данные мы храним

Мы храним только то, что нужно для работы сервиса: имя, номер телефона, эл. почту, язык, валюту отображения, избранное, отзывы, ваши сообщения нам, а для компаний — регистрационные данные (ИНН, код ОКЭД, адрес). Мы записываем входы в аккаунт и платежи, чтобы защитить аккаунт и выполнить требования закона.

## 6. Как мы их используем и кому передаём

Данные нужны, чтобы вести ваш аккаунт, показывать ваш публичный профиль или страницу компании, проводить платежи и отвечать вам. Мы передаём их только платёжному партнёру для оплаты и государственным органам, когда этого требует законодательство Узбекистана. Мы никогда не продаём персональные данные и не используем их для сторонней рекламы.

## 7. Хранение и ваши права

Данные хранятся на серверах в Узбекистане в соответствии с Законом Республики Узбекистан «О персональных данных». Вы можете в любой момент просмотреть, исправить или удалить свои данные на странице профиля или написав нам на [support@bozor.uz](mailto:support@bozor.uz). При удалении аккаунта персональные данные удаляются; записи о платежах хранятся в течение срока, установленного законом.

## 8. Cookie и локальное хранилище

Bozor хранит в браузере токены входа, язык, валюту и цветовую тему, чтобы сайт их запоминал. Рекламные cookie мы не используем.

## 9. Изменения и связь с нами

Мы можем обновлять эти условия; дата последней редакции указана на этой странице, а о важных изменениях мы заранее сообщим зарегистрированным пользователям. Вопросы присылайте на [support@bozor.uz](mailto:support@bozor.uz) или через [страницу контактов](/contact-us).$md$,
    'uz', $md$Ushbu shartlar Toshkentda (O‘zbekiston) faoliyat yurituvchi marketpleys va bizneslar ma’lumotnomasi — Bozor (bozor.uz) dan foydalanish tartibini belgilaydi. Hisob ochish yoki saytdan foydalanish orqali siz ushbu shartlarni qabul qilasiz. Agar ularga rozi bo‘lmasangiz, iltimos, Bozordan foydalanmang.

## 1. Hisoblar

- Ro‘yxatdan o‘tish uchun kamida 16 yoshda bo‘lishingiz kerak; biznes hisobini esa shu biznes nomidan ish yuritishga haqli shaxs ochadi.
- To‘g‘ri ma’lumotlarni kiriting va ularni yangilab boring. Parolingiz va bir martalik kodlarni hech kimga bermang: hisobingiz orqali qilingan harakatlar uchun o‘zingiz javob berasiz.
- Ushbu shartlarni buzgan, xaridorlarni chalg‘itgan yoki boshqalarga xavf tug‘dirgan hisobni to‘xtatib qo‘yishimiz mumkin.

## 2. E’lonlar va savdo

- Bizneslar o‘z e’lonlari uchun javobgar: tavsif, narx, mavjudlik hamda mahsulot yoki xizmatning o‘zi haqiqiy, O‘zbekistonda qonuniy va tavsifga mos bo‘lishi shart.
- Narxlarni sotuvchi o‘z valyutasida belgilaydi; boshqa valyutalardagi summalar qulaylik uchun bizning ma’lumot kurslarimiz bo‘yicha ko‘rsatiladi.
- Xarid — xaridor va biznes o‘rtasidagi kelishuv. Bozor uning tarafi emas, lekin shikoyatlarni hal qilishga yordam beradi va insofsiz sotuvchilarni olib tashlaydi.
- Sharh o‘zingizning tajribangizni aks ettirishi kerak. Haqoratli, pullik yoki sotuvchiga aloqasi yo‘q sharhlarni o‘chiramiz.

## 3. Obunalar va to‘lovlar

Pullik tariflar UzCard va Humo kartalari orqali to‘lov hamkorimiz yordamida oldindan to‘lanadi. Tarif siz uni bekor qilmaguningizcha avtomatik uzaytiriladi; bekor qilinganda to‘langan davr oxirigacha amal qiladi. Kartangizning to‘liq raqamini hech qachon saqlamaymiz.

## 4. Nimalar taqiqlanadi

Soxta, o‘g‘irlangan yoki taqiqlangan tovarlar; spam va chalg‘ituvchi reklama; boshqa foydalanuvchilarning ma’lumotlarini yig‘ish; xizmatni buzish yoki haddan tashqari yuklashga urinish.

## 5. Qanday shaxsiy ma’lumotlarni saqlaymiz

Faqat xizmat uchun kerakli ma’lumotlarni saqlaymiz: ismingiz, telefon raqamingiz, elektron pochtangiz, til, ko‘rsatiladigan valyuta, sevimlilar, sharhlar, bizga yuborgan xabarlaringiz, bizneslar uchun esa ro‘yxatdan o‘tish ma’lumotlari (STIR, OKED kodi, manzil). Hisobingizni himoya qilish va qonun talablarini bajarish uchun kirishlar va to‘lovlarni qayd etamiz.

## 6. Ulardan qanday foydalanamiz va kimga beramiz

Ma’lumotlaringiz hisobingizni yuritish, ochiq profilingiz yoki biznes sahifangizni ko‘rsatish, to‘lovlarni amalga oshirish va sizga javob berish uchun kerak. Ularni faqat to‘lov uchun to‘lov hamkorimizga va O‘zbekiston qonunchiligi talab qilganda davlat organlariga beramiz. Shaxsiy ma’lumotlarni hech qachon sotmaymiz va uchinchi tomon reklamasi uchun ishlatmaymiz.

## 7. Saqlash va huquqlaringiz

Ma’lumotlar O‘zbekiston Respublikasining «Shaxsga doir ma’lumotlar to‘g‘risida»gi Qonuniga muvofiq O‘zbekistondagi serverlarda saqlanadi. Istalgan vaqtda profil sahifasida ma’lumotlaringizni ko‘rishingiz, tuzatishingiz yoki o‘chirishingiz yoxud [support@bozor.uz](mailto:support@bozor.uz) manziliga yozishingiz mumkin. Hisob o‘chirilganda shaxsiy ma’lumotlar o‘chiriladi; to‘lov yozuvlari qonunda belgilangan muddat davomida saqlanadi.

## 8. Cookie va brauzer xotirasi

Sayt sizni eslab qolishi uchun Bozor kirish tokenlari, til, valyuta va rang rejimini brauzeringiz xotirasida saqlaydi. Reklama cookie fayllaridan foydalanmaymiz.

## 9. O‘zgarishlar va aloqa

Ushbu shartlarni yangilashimiz mumkin; oxirgi tahrir sanasi shu sahifada ko‘rsatiladi, muhim o‘zgarishlar haqida esa ro‘yxatdan o‘tgan foydalanuvchilarga oldindan xabar beramiz. Savollaringizni [support@bozor.uz](mailto:support@bozor.uz) manziliga yoki [aloqa sahifasi](/contact-us) orqali yuboring.$md$,
    'fa', $md$این شرایط، استفاده از Bozor (bozor.uz) را تنظیم می‌کند؛ بازار آنلاین و راهنمای کسب‌وکارهایی که در تاشکند، ازبکستان، اداره می‌شود. با ساختن حساب یا استفاده از سایت، این شرایط را می‌پذیرید. اگر با آن‌ها موافق نیستید، لطفاً از Bozor استفاده نکنید.

## ۱. حساب کاربری

- برای ثبت‌نام باید دست‌کم ۱۶ سال داشته باشید و حساب کسب‌وکار را باید کسی باز کند که اجازهٔ اقدام از طرف آن کسب‌وکار را دارد.
- اطلاعات درست وارد کنید و آن را به‌روز نگه دارید. گذرواژه و کدهای یک‌بارمصرف خود را به کسی ندهید: مسئولیت هر کاری که با حساب شما انجام شود با خود شماست.
- ممکن است حسابی را که این شرایط را زیر پا بگذارد، خریداران را گمراه کند یا برای دیگران خطر ایجاد کند، معلق کنیم.

## ۲. آگهی‌ها و فروش

- هر کسب‌وکار مسئول آگهی‌های خود است: توضیح، قیمت، موجودی و خود کالا یا خدمت باید واقعی، در ازبکستان قانونی و مطابق توضیح باشد.
- قیمت را فروشنده با واحد پول خودش تعیین می‌کند؛ مبلغ‌ها به واحدهای پول دیگر فقط برای سهولت و با نرخ‌های مرجع ما نمایش داده می‌شوند.
- خرید توافقی میان خریدار و کسب‌وکار است. Bozor طرف این توافق نیست، اما در رسیدگی به شکایت‌ها کمک می‌کند و فروشندگان متقلب را حذف می‌کند.
- نظر شما باید تجربهٔ خودتان را بیان کند. نظرهای توهین‌آمیز، پولی یا بی‌ارتباط با فروشنده را حذف می‌کنیم.

## ۳. اشتراک و پرداخت

هزینهٔ طرح‌های پولی از پیش و از طریق شریک پرداخت ما با کارت‌های UzCard و Humo پرداخت می‌شود. طرح تا زمانی که لغوش نکنید خودکار تمدید می‌شود و پس از لغو تا پایان دورهٔ پرداخت‌شده فعال می‌ماند. شمارهٔ کامل کارت شما را هرگز نگه نمی‌داریم.

## ۴. کارهای ممنوع

کالای تقلبی، دزدی یا ممنوع؛ هرزنامه و تبلیغات گمراه‌کننده؛ جمع‌آوری اطلاعات کاربران دیگر؛ هر تلاشی برای از کار انداختن یا تحت فشار گذاشتن سرویس.

## ۵. چه اطلاعات شخصی‌ای نگه می‌داریم

فقط آنچه سرویس به آن نیاز دارد: نام، شمارهٔ تلفن، ایمیل، زبان، واحد پول نمایش، علاقه‌مندی‌ها، نظرها، پیام‌هایی که برای ما می‌فرستید و برای کسب‌وکارها اطلاعات ثبت (شمارهٔ مالیاتی، کد فعالیت و نشانی). ورودها و پرداخت‌ها را ثبت می‌کنیم تا از حساب شما محافظت کنیم و تکالیف قانونی خود را انجام دهیم.

## ۶. چگونه از آن استفاده می‌کنیم و با چه کسی در میان می‌گذاریم

اطلاعات شما برای ادارهٔ حسابتان، نمایش نمایهٔ عمومی یا صفحهٔ کسب‌وکارتان، انجام پرداخت‌ها و پاسخ دادن به شما به کار می‌رود. آن را فقط برای پرداخت با شریک پرداخت و هر جا قانون ازبکستان بخواهد با نهادهای دولتی در میان می‌گذاریم. اطلاعات شخصی را هرگز نمی‌فروشیم و برای تبلیغات دیگران به کار نمی‌بریم.

## ۷. نگهداری و حقوق شما

اطلاعات بر اساس قانون جمهوری ازبکستان «دربارهٔ داده‌های شخصی» روی سرورهایی در ازبکستان نگهداری می‌شود. هر زمان بخواهید می‌توانید اطلاعات خود را در صفحهٔ نمایه ببینید، اصلاح یا حذف کنید، یا به [support@bozor.uz](mailto:support@bozor.uz) بنویسید. با حذف حساب، اطلاعات شخصی شما پاک می‌شود؛ سوابق پرداخت تا مدتی که قانون تعیین کرده نگه داشته می‌شود.

## ۸. کوکی و حافظهٔ مرورگر

Bozor توکن‌های ورود، زبان، واحد پول و حالت رنگ را در حافظهٔ مرورگر شما نگه می‌دارد تا سایت آن‌ها را به خاطر بسپارد. از کوکی‌های تبلیغاتی استفاده نمی‌کنیم.

## ۹. تغییرات و تماس با ما

ممکن است این شرایط را به‌روز کنیم؛ تاریخ آخرین ویرایش در همین صفحه نمایش داده می‌شود و تغییرات مهم را از پیش به کاربران ثبت‌نام‌کرده اطلاع می‌دهیم. پرسش‌های خود را به [support@bozor.uz](mailto:support@bozor.uz) یا از راه [صفحهٔ تماس](/contact-us) بفرستید.$md$
  )
);

INSERT INTO pages (slug, position, icon, titles, bodies) VALUES (
  'contact-us',
  3,
  'mdi:map-marker-outline',
  jsonb_build_object(
    'en', $md$Contact us$md$,
    'ru', $md$Свяжитесь с нами$md$,
    'uz', $md$Biz bilan bog‘lanish$md$,
    'fa', $md$تماس با ما$md$
  ),
  jsonb_build_object(
    'en', $md$## Our office

Bozor, 107B Amir Temur Avenue, Yunusabad district, Tashkent 100084, Uzbekistan

## Phone and email

- Phone: +998 71 200 00 00
- Email: [support@bozor.uz](mailto:support@bozor.uz)

## Opening hours

Monday to Friday, 9:00–18:00; Saturday, 10:00–15:00 (Tashkent time). We answer messages within one working day.$md$,
    'ru', $md$## Наш офис

Bozor, Узбекистан, 100084, г. Ташкент, Юнусабадский район, проспект Амира Темура, 107Б

## Телефон и эл. почта

- Телефон: +998 71 200 00 00
- Эл. почта: [support@bozor.uz](mailto:support@bozor.uz)

## Часы работы

Понедельник — пятница, 9:00–18:00; суббота, 10:00–15:00 (по ташкентскому времени). На сообщения отвечаем в течение одного рабочего дня.$md$,
    'uz', $md$## Ofisimiz

Bozor, O‘zbekiston, 100084, Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko‘chasi, 107B

## Telefon va elektron pochta

- Telefon: +998 71 200 00 00
- Elektron pochta: [support@bozor.uz](mailto:support@bozor.uz)

## Ish vaqti

Dushanbadan jumagacha, 9:00–18:00; shanba, 10:00–15:00 (Toshkent vaqti bilan). Xabarlarga bir ish kuni ichida javob beramiz.$md$,
    'fa', $md$## دفتر ما

Bozor، ازبکستان، تاشکند، ناحیهٔ یونس‌آباد، خیابان امیر تیمور، پلاک ۱۰۷ب، کد پستی ۱۰۰۰۸۴

## تلفن و ایمیل

- تلفن: ⁦+998 71 200 00 00⁩
- ایمیل: [support@bozor.uz](mailto:support@bozor.uz)

## ساعت کاری

دوشنبه تا جمعه، ۹:۰۰ تا ۱۸:۰۰؛ شنبه، ۱۰:۰۰ تا ۱۵:۰۰ (به وقت تاشکند). به پیام‌ها ظرف یک روز کاری پاسخ می‌دهیم.$md$
  )
);
