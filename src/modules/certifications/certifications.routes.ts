import type { CertificationArea } from "./certifications.constants.ts";
import { route } from "../../shared/route.ts";
import type { Deleted } from "../../shared/contracts/common.ts";
import type {
  Certification,
  CertificationInput,
  CertificationList,
  CertificationListQuery,
  CertificationTodayQuery,
} from "./certifications.contract.ts";

/** An area's certification routes under `/api/<area>/certifications` (decisions 0029 and 0047). */
export function certificationRoutesOf<A extends CertificationArea>(area: A) {
  const base = `/api/${area}/certifications` as const;
  const one = `${base}/:id` as const;
  return {
    list: route("GET", base).with<{ query: CertificationListQuery; answer: CertificationList }>(),
    one: route("GET", one).with<{ query: CertificationTodayQuery; answer: Certification }>(),
    create: route("POST", base).with<{
      query: CertificationTodayQuery;
      body: CertificationInput;
      answer: Certification;
    }>(),
    update: route("PUT", one).with<{
      query: CertificationTodayQuery;
      body: CertificationInput;
      answer: Certification;
    }>(),
    remove: route("DELETE", one).with<{ answer: Deleted }>(),
    /** The one-page record: a file, linked to, not read. */
    pdf: route("GET", `${one}/pdf` as const).with<{ query: CertificationTodayQuery; answer: void }>(),
  };
}

/** Any area's certification routes (what the shared screens' calls take). */
export type CertificationRoutes = ReturnType<typeof certificationRoutesOf<CertificationArea>>;
