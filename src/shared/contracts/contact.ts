import { z } from "zod";

export const contactBody = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(200),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.").max(254)),
  subject: z.string().trim().min(1, "Please enter a subject.").max(300),
  message: z.string().trim().min(1, "Please enter a message.").max(10_000),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactInput = z.input<typeof contactBody>;

export const contactResponse = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
