import { drizzle } from "drizzle-orm/d1";
import * as tables from "../../schema/tables";

export const getDb = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema: tables });
export type Db = ReturnType<typeof getDb>;
