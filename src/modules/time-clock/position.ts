/** Where the device is, read once when a punch is pressed (browser only). */
export type ReadPosition = { latitude: number; longitude: number; accuracyM: number | null };

export const NO_POSITION = { latitude: null, longitude: null, accuracyM: null } as const;

/** Six decimals: about 10 cm, more than a phone's GPS knows. */
const rounded = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The device's position within `timeoutMs` (a reading up to 30 s old will do), or null when it gives none: no
 * geolocation, refused, unavailable or too slow. Never throws: the punch is made either way, without a position.
 */
export function readPosition(timeoutMs = 8000): Promise<ReadPosition | null> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the person leaves the permission prompt open: give up after the timeout.
    const timer = window.setTimeout(() => resolve(null), timeoutMs + 500);
    const done = (value: ReadPosition | null) => {
      window.clearTimeout(timer);
      resolve(value);
    };
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          done({
            latitude: rounded(coords.latitude),
            longitude: rounded(coords.longitude),
            accuracyM: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
          }),
        () => done(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
      );
    } catch {
      done(null);
    }
  });
}
