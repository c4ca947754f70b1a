import { route } from "../../shared/route.ts";
import type { Deleted } from "../../shared/contracts/common.ts";
import type {
  Rfi,
  RfiAnswerInput,
  RfiInput,
  RfiList,
  RfiListQuery,
  RfiUpdate,
  Submittal,
  SubmittalInput,
  SubmittalList,
  SubmittalListQuery,
  SubmittalReviewInput,
  SubmittalUpdate,
} from "./rfis.contract.ts";

/** A log's download in one format: linked to, not read. */
const logFile = <P extends string, F extends "pdf" | "xlsx">(path: P, format: F) =>
  route("GET", `${path}/${format}` as `${P}/${F}`).with<{ answer: void }>();

/** The RFIs' and submittals' routes (decision 0047): the server registers them, the browser calls them. */
export const rfisEndpoints = {
  rfis: {
    /** RFIs newest first; by project, status, or only the overdue ones. */
    list: route("GET", "/api/rfis").with<{ query: RfiListQuery; answer: RfiList }>(),
    create: route("POST", "/api/rfis").with<{ body: RfiInput; answer: Rfi }>(),
    one: route("GET", "/api/rfis/:id").with<{ answer: Rfi }>(),
    update: route("PATCH", "/api/rfis/:id").with<{ body: RfiUpdate; answer: Rfi }>(),
    remove: route("DELETE", "/api/rfis/:id").with<{ answer: Deleted }>(),
    open: route("POST", "/api/rfis/:id/open").with<{ answer: Rfi }>(),
    answer: route("POST", "/api/rfis/:id/answers").with<{ body: RfiAnswerInput; answer: Rfi }>(),
    close: route("POST", "/api/rfis/:id/close").with<{ answer: Rfi }>(),
    void: route("POST", "/api/rfis/:id/void").with<{ answer: Rfi }>(),
    /** A project's RFI log. */
    logPdf: logFile("/api/rfis/projects/:projectId/log", "pdf"),
  },
  submittals: {
    /** The register: by spec section, then number and revision. */
    list: route("GET", "/api/submittals").with<{ query: SubmittalListQuery; answer: SubmittalList }>(),
    create: route("POST", "/api/submittals").with<{ body: SubmittalInput; answer: Submittal }>(),
    one: route("GET", "/api/submittals/:id").with<{ answer: Submittal }>(),
    update: route("PATCH", "/api/submittals/:id").with<{ body: SubmittalUpdate; answer: Submittal }>(),
    remove: route("DELETE", "/api/submittals/:id").with<{ answer: Deleted }>(),
    submit: route("POST", "/api/submittals/:id/submit").with<{ answer: Submittal }>(),
    review: route("POST", "/api/submittals/:id/review").with<{ body: SubmittalReviewInput; answer: Submittal }>(),
    /** A project's submittal log. */
    logPdf: logFile("/api/submittals/projects/:projectId/log", "pdf"),
    logXlsx: logFile("/api/submittals/projects/:projectId/log", "xlsx"),
  },
} as const;
