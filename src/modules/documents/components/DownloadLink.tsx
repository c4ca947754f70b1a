/** A document's file to download: the app's one download link (ui/download-link.tsx). */
export { DownloadLink } from "../../../web/ui/download-link.tsx";
