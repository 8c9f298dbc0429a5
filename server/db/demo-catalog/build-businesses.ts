import type { Insertable } from "kysely";
import { searchTextOf } from "../../shared/search-text";
import type { BusinessesTable, UsersTable } from "../schema";
import type { BuiltCategories } from "./build-categories";
import { type BusinessKind, businessKinds } from "./business-kinds";
import { type DemoBusinessSpec, demoBusinessSpecs, type PriceCurrency } from "./businesses";
import { businessId, demoBusinessKey } from "./featured";
import { linksOf, workingHoursOf } from "./hours";
import type { ImageRow } from "./image-row";
import { ownerName } from "./people";
import { initialsOf, logoPicture } from "./pictures";
import { demoUuid, rngFor } from "./random";
import { capitalOf, streets } from "./regions";
import { fill, type Texts } from "./texts";

/** A business as the offering generator needs it, the demo business included. */
export interface CatalogBusiness {
  key: string;
  id: string;
  public: boolean;
  categories: string[];
  currency: PriceCurrency;
  city: Texts;
  origin: Texts | undefined;
  createdAt: Date;
}

interface BuiltBusinesses {
  owners: Array<Omit<Insertable<UsersTable>, "password_hash">>;
  rows: Insertable<BusinessesTable>[];
  logos: ImageRow[];
  all: CatalogBusiness[];
}

const dayMs = 86_400_000;

// Operators in use across Uzbekistan; 93 is left to the tests' own phone numbers.
const operators = ["90", "91", "94", "95", "97", "98", "99", "33", "88", "77"];

function businessRow(
  spec: DemoBusinessSpec,
  index: number,
  kind: BusinessKind,
  ownerId: string,
  okedId: string,
  logoId: string,
  createdAt: Date,
): Insertable<BusinessesTable> {
  const rng = rngFor(`business/${spec.key}`);
  const capital = capitalOf(spec.region);
  const names = fill(kind.name, { brand: spec.brand });
  const descriptions = fill(kind.description, { city: capital.city });
  const operator = operators.includes(capital.operator) ? capital.operator : rng.pick(operators);
  const jitter = () => (rng.next() - 0.5) * 0.06;
  return {
    id: businessId(spec.key),
    owner_id: ownerId,
    names: JSON.stringify(names),
    descriptions: JSON.stringify(descriptions),
    status: spec.status,
    oked_id: okedId,
    tax_id: String(300_000_000 + index * 1_000_003),
    phone: `998${operator}${String(3_000_000 + index * 10_007).padStart(7, "0")}`,
    email: `${spec.key}@demo.uz`,
    region: capital.city.uz,
    region_code: capital.code,
    address: `${capital.city.uz} sh., ${rng.pick(streets)} ko‘chasi ${rng.int(1, 120)}`,
    latitude: (capital.latitude + jitter()).toFixed(6),
    longitude: (capital.longitude + jitter()).toFixed(6),
    working_hours: JSON.stringify(workingHoursOf(kind.hours, rng)),
    links: JSON.stringify(linksOf(spec.key, rng)),
    logo_image_id: logoId,
    search_text: searchTextOf(names, descriptions),
    created_at: createdAt,
  };
}

/** Every demo business with its owner (a business account) and a drawn logo. */
export function buildBusinesses(
  now: Date,
  okedIds: ReadonlyMap<string, string>,
  categories: BuiltCategories,
  demoCategorySlugs: string[],
): BuiltBusinesses {
  const built: BuiltBusinesses = {
    owners: [],
    rows: [],
    logos: [],
    all: [
      {
        key: demoBusinessKey,
        id: businessId(demoBusinessKey),
        public: true,
        categories: demoCategorySlugs,
        currency: "UZS",
        city: capitalOf("tashkent-city").city,
        origin: undefined,
        createdAt: new Date(now.getTime() - 400 * dayMs),
      },
    ],
  };
  demoBusinessSpecs.forEach((spec, index) => {
    const kind = businessKinds[spec.kind];
    const rng = rngFor(`owner/${spec.key}`);
    const ownerId = demoUuid(`user/${spec.key}`);
    const okedId = okedIds.get(kind.oked);
    if (!okedId) throw new Error(`demo OKED ${kind.oked} missing`);
    const firstCategory = kind.categories[0];
    if (!firstCategory) throw new Error(`business kind ${spec.kind} sells nothing`);
    const leaf = categories.leaf(firstCategory);
    const logoId = demoUuid(`image/logo/${spec.key}`);
    const createdAt = new Date(now.getTime() - rng.int(120, 700) * dayMs);
    const row = businessRow(spec, index + 1, kind, ownerId, okedId, logoId, createdAt);
    built.rows.push(row);
    built.owners.push({
      id: ownerId,
      email: `${spec.key}@demo.uz`,
      phone: row.phone,
      ...ownerName((n) => rng.int(0, n - 1)),
      role: "business",
      lang: rng.pick(["uz", "ru"]),
      currency_id: 1,
      image_id: null,
      is_active: true,
      is_verified: true,
      email_verified: true,
      date_joined: createdAt,
    });
    built.logos.push({
      id: logoId,
      svg: logoPicture(spec.key, leaf.hue, leaf.pictogram, initialsOf(spec.brand.en)),
    });
    built.all.push({
      key: spec.key,
      id: row.id as string,
      public: spec.status === "accepted",
      categories: kind.categories,
      currency: spec.currency,
      city: capitalOf(spec.region).city,
      origin: spec.origin,
      createdAt,
    });
  });
  return built;
}
