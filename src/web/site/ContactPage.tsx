import { Clock } from "lucide-react";
import { Mail } from "lucide-react";
import { MapPin } from "lucide-react";
import { Card } from "../ui/card.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { IconBadge, PageIntro } from "./site-ui.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

const CONTACT_EMAIL = "info@buildops.example";

export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about BuildOps, pricing or a demo for your team? Send us a message and our team will reply by email."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <section>
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-ink">Get in Touch</h2>
            <ul className="mt-6 space-y-6">
              <li className="flex gap-4">
                <IconBadge>
                  <Mail />
                </IconBadge>
                <div>
                  <h3 className="text-sm font-semibold text-ink">Email</h3>
                  <a href={`mailto:${CONTACT_EMAIL}`} className="mt-1 block break-all text-brand hover:underline">
                    {CONTACT_EMAIL}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <IconBadge>
                  <MapPin />
                </IconBadge>
                <div>
                  <h3 className="text-sm font-semibold text-ink">Office</h3>
                  <address className="mt-1 text-muted not-italic">
                    BuildOps
                    <br />
                    123 Builder Way, Suite 200
                    <br />
                    San Antonio, TX 78205
                  </address>
                </div>
              </li>
              <li className="flex gap-4">
                <IconBadge>
                  <Clock />
                </IconBadge>
                <div>
                  <h3 className="text-sm font-semibold text-ink">Business Hours</h3>
                  <p className="mt-1 text-muted">Monday to Friday, 8:00 AM to 6:00 PM (Central Time)</p>
                </div>
              </li>
            </ul>
          </Card>
        </section>
        <section>
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-ink">Send Us a Message</h2>
            <p className="mt-1 text-sm text-muted">All fields are required.</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </Card>
        </section>
      </div>
    </>
  );
}
