// The certifications' public component file (decision 0007): what safety's and quality's screens embed (decision
// 0029). The module has no page of its own: each area's screen shows its list and opens its dialogs, with the
// area's hooks from `certificationsApi` (certifications-api.ts) and its own words.
export {
  CertificationsPanel,
  type CertificationActions,
  type CertificationsPanelTexts,
} from "./components/CertificationsPanel.tsx";
export {
  CertificationDialogs,
  certificationActions,
  type CertificationDialogState,
} from "./components/CertificationDialogs.tsx";
