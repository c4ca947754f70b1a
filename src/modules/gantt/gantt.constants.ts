// The Gantt module's texts and limits: plain values a screen's first render may import without loading the zod
// schemas of gantt.contract.ts (decision 0007).

/** The most tasks one list answer carries (the Gantt draws them all; the bench measures 5,000). */
export const TASK_LIST_MAX = 5000;

/** The spec's texts for the Gantt screen. */
export const GANTT_MSG = {
  /** More tasks overlap the window than one answer carries. */
  truncated: `Showing the first ${TASK_LIST_MAX.toLocaleString("en-US")} tasks of this period. Choose a project or a shorter period to see the rest.`,
  missingFields: "Please fill in Name, Start Date, and End Date.",
  endBeforeStart: "End date cannot be before start date.",
  dependencyHint: "Selected tasks must complete before this one can start.",
  unknownDependency: "A selected dependency does not exist (it may have been deleted). Please choose again.",
  unknownProject: "The selected project does not exist.",
  added: "Task added successfully.",
  updated: "Task updated successfully.",
  deleted: "Task deleted successfully.",
  fetchError: "Error fetching tasks",
  addError: "Error adding task",
  updateError: "Error updating task",
  deleteError: "Error Deleting Task",
  noTasks: "No Tasks Yet",
} as const;

/** The most tasks one task may wait for. */
export const MAX_DEPENDENCIES = 100;
