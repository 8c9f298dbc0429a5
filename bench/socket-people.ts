import { sql } from "kysely";
import { loadSigningSecret } from "../server/auth/secret";
import { createTokenService } from "../server/auth/token-service";
import type { DatabaseConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrate } from "../server/db/migrate";
import { seed } from "../server/db/seed";

export interface SocketPerson {
  id: string;
  /** An access token from the server's own token service, valid for the whole bench. */
  access: string;
}

// Nobody signs in with the demo passwords here: the cheapest hashing will do.
const quickHashing = { memoryCost: 1024, timeCost: 1 };
// Tokens are minted before the instances start and must outlive the run.
const ttls = { accessTokenTtl: 4 * 3600, refreshTokenTtl: 86_400 };
// Sign-ins at once: each is one insert of a refresh token.
const issuing = 20;

/**
 * A fresh database for the socket bench, filled before any instance opens it (the embedded
 * one admits one process at a time): the demo accounts without the catalogue, `count` people
 * written in one statement (no sign-up, no password hashing), and a session for each from the
 * token service the server uses, signed with the secret the instances will read from it.
 */
export async function preparePeople(
  database: DatabaseConfig,
  count: number,
): Promise<SocketPerson[]> {
  const db = await openDatabase(database);
  try {
    await migrate(db);
    await seed(db, quickHashing, false);
    const inserted = await sql<{ id: string }>`
      insert into users (email, phone, first_name, last_name, currency_id, is_verified)
      select 'bench' || g || '@sockets.bench', '99890' || lpad(g::text, 7, '0'),
        'Bench', 'Person ' || g, (select id from currencies where code = 'UZS'), true
      from generate_series(1, ${count}::int) g
      returning id`.execute(db);
    const tokens = createTokenService(db, await loadSigningSecret(db, null), ttls);
    const people: SocketPerson[] = [];
    for (let start = 0; start < inserted.rows.length; start += issuing) {
      const batch = inserted.rows.slice(start, start + issuing);
      const pairs = await Promise.all(
        batch.map(({ id }) => tokens.issuePair({ id, role: "user" })),
      );
      batch.forEach(({ id }, i) => {
        const access = pairs[i]?.access;
        if (access) people.push({ id, access });
      });
    }
    return people;
  } finally {
    await db.destroy();
  }
}
