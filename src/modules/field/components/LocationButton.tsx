import { LocateFixed, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { FIELD_MSG } from "../field.constants.ts";

/** Six decimals: about 10 cm, more than a phone's GPS knows. */
const rounded = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * "Use my location": asks the device for its position (navigator.geolocation) and hands latitude and longitude
 * to the form; a refusal or a failure is said plainly, and the typed location stays as it is.
 */
export function LocationButton({
  latitude,
  longitude,
  disabled,
  label = "Use my location",
  onChange,
}: {
  latitude: string;
  longitude: string;
  disabled?: boolean;
  /** The button's words ("Use My Position" on a site's form). */
  label?: string;
  onChange: (position: { latitude: string; longitude: string }) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: "" });

  function locate() {
    if (!("geolocation" in navigator)) {
      setState({ busy: false, message: FIELD_MSG.locationUnsupported });
      return;
    }
    setState({ busy: true, message: "Finding your location…" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange({
          latitude: String(rounded(position.coords.latitude)),
          longitude: String(rounded(position.coords.longitude)),
        });
        setState({ busy: false, message: "" });
      },
      (error) =>
        setState({
          busy: false,
          message: error.code === error.PERMISSION_DENIED ? FIELD_MSG.locationDenied : FIELD_MSG.locationUnavailable,
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const known = latitude !== "" && longitude !== "";
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={disabled || state.busy}
          aria-busy={state.busy || undefined}
          onClick={locate}
        >
          <LocateFixed aria-hidden="true" />
          {label}
        </Button>
        {known ? (
          <Button
            type="button"
            variant="ghost"
            size="lg"
            disabled={disabled}
            onClick={() => onChange({ latitude: "", longitude: "" })}
          >
            <X aria-hidden="true" />
            Clear position
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {known ? `Position: ${latitude}, ${longitude}` : state.message}
      </p>
      {known && state.message ? <p className="text-sm text-slate-700">{state.message}</p> : null}
    </div>
  );
}
