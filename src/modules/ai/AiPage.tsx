import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../web/paths.ts";
import { AiAssistantPage } from "./AiAssistantPage.tsx";

/** The AI Assistant under /dashboard/ai/*: one screen, its history and settings in dialogs. */
export function AiPage() {
  return (
    <Routes>
      <Route index element={<AiAssistantPage />} />
      <Route path="*" element={<Navigate to={paths.ai.home} replace />} />
    </Routes>
  );
}
