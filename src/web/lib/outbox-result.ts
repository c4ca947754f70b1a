/** What a save through the outbox (./outbox.ts) answers: the server's record, or that it waits on the device. */
export type Submitted<T> = { sent: true; data: T } | { sent: false };

/** What a form says when its record waits on the device. */
export const KEPT_ON_DEVICE = {
  title: "Saved on this device",
  message: "It will be sent when the connection returns.",
};
