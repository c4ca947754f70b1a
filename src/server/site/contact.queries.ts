import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema/index.ts";
import type { ContactBody } from "../../shared/contracts/contact.ts";

export async function saveContactMessage(db: Db, body: ContactBody, ipAddress: string): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...body, ipAddress })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message not stored");
  return row.id;
}
