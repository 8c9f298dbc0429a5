import type { Profile } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { asLang, pickText } from "../../i18n";
import { decodeUploadedImage } from "../../images";
import { operationHandlers } from "../../operations";
import {
  applyProfileChanges,
  currencyExists,
  findProfileRow,
  type ProfileChanges,
} from "./repository";

async function loadProfile(db: Db, userId: string, requestedLang: string | undefined) {
  const row = await findProfileRow(db, userId);
  // A valid token for a deleted or deactivated account is no session.
  if (!row?.is_active) throw new ApiError(401, "not_authenticated");
  const profile: Profile = {
    id: row.id,
    email: row.email,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    lang: asLang(row.lang),
    currency: {
      id: row.currency_id,
      code: row.currency_code,
      name: pickText(row.currency_names, requestedLang ?? row.lang),
    },
    image: row.image_id,
    is_verified: row.is_verified,
    is_active: row.is_active,
    business_id: row.business_id,
    date_joined: new Date(row.date_joined).toISOString(),
  };
  return profile;
}

export function profileHandlers({ db }: AppContext) {
  return operationHandlers({
    async getProfileInfo(request) {
      const { userId } = requireAuth(request);
      return loadProfile(db, userId, request.query?.lang);
    },

    async updateProfile(request) {
      const { userId } = requireAuth(request);
      const update = request.body;
      // Every field is checked before anything is written.
      const changes: ProfileChanges = {};
      if (update.lang !== undefined) changes.lang = update.lang;
      if (update.first_name !== undefined) changes.firstName = update.first_name.trim();
      if (update.last_name !== undefined) changes.lastName = update.last_name.trim();
      if (update.currency !== undefined) {
        if (!(await currencyExists(db, update.currency))) {
          throw new ApiError(400, "currency_not_found");
        }
        changes.currencyId = update.currency;
      }
      if (update.image !== undefined) changes.image = decodeUploadedImage(update.image);
      await loadProfile(db, userId, undefined);
      await applyProfileChanges(db, userId, changes);
      return loadProfile(db, userId, request.query?.lang);
    },
  });
}
