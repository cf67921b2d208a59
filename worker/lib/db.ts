import { drizzle } from "drizzle-orm/d1";
import * as tables from "../../schema/tables";
import * as competitionTables from "../../schema/tables/competitions";

export const getDb = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema: { ...tables, ...competitionTables } });
export type Db = ReturnType<typeof getDb>;
