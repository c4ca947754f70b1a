import { useEffect, useRef, useState } from "react";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { Field } from "../../../web/ui/input.tsx";
import { OptionsSelect, Select } from "../../../web/ui/select.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import { SITE_FONTS, SITE_LAYOUT_LABELS, SITE_LAYOUTS, SITE_MSG } from "../websites.constants.ts";
import type { SiteTheme } from "../websites.rules.ts";
import { useChangeDraft } from "../websites-api.ts";
import { ColorField } from "./ColorField.tsx";

const COLOR = /^#[0-9a-fA-F]{6}$/;
const SAVE_AFTER_MS = 600;
const COLORS = [
  { key: "primary", label: "Primary colour" },
  { key: "secondary", label: "Secondary colour" },
  { key: "accent", label: "Accent colour" },
] as const;

/**
 * Customization (spec §2: colours, fonts, layout), saved to the draft as it is changed: a moment after the last
 * change, and only while every colour reads as #RRGGBB.
 */
export function ThemeEditor({ theme, canWrite }: { theme: SiteTheme; canWrite: boolean }) {
  const [value, setValue] = useState(theme);
  const [pending, setPending] = useState(false);
  const save = useChangeDraft();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const change = (next: SiteTheme) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    const valid = Object.values(next.colors).every((c) => COLOR.test(c));
    setPending(valid);
    if (!valid) return;
    timer.current = setTimeout(() => {
      save.mutate(
        { theme: next },
        { onError: (err) => toast.error(SITE_MSG.saveError, err.message), onSettled: () => setPending(false) },
      );
    }, SAVE_AFTER_MS);
  };
  const status = pending || save.isPending ? "Saving…" : save.isError ? "Not saved" : "All changes saved";

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <fieldset disabled={!canWrite} className="grid gap-4 sm:grid-cols-3">
          <legend className="sr-only">Colours, fonts and layout</legend>
          {COLORS.map(({ key, label }) => (
            <ColorField
              key={key}
              label={label}
              htmlFor={`theme-${key}`}
              error={COLOR.test(value.colors[key]) ? undefined : SITE_MSG.invalidColor}
              control={{
                id: `theme-${key}`,
                value: value.colors[key],
                onChange: (e) => change({ ...value, colors: { ...value.colors, [key]: e.target.value } }),
              }}
            />
          ))}
          <Field label="Heading font" htmlFor="theme-heading-font">
            <OptionsSelect
              id="theme-heading-font"
              options={SITE_FONTS}
              value={value.fonts.heading}
              onChange={(e) => change({ ...value, fonts: { ...value.fonts, heading: fontOf(e.target.value) } })}
            />
          </Field>
          <Field label="Body font" htmlFor="theme-body-font">
            <OptionsSelect
              id="theme-body-font"
              options={SITE_FONTS}
              value={value.fonts.body}
              onChange={(e) => change({ ...value, fonts: { ...value.fonts, body: fontOf(e.target.value) } })}
            />
          </Field>
          <Field label="Layout" htmlFor="theme-layout">
            <Select
              id="theme-layout"
              value={value.layout}
              onChange={(e) =>
                change({ ...value, layout: SITE_LAYOUTS.find((l) => l === e.target.value) ?? value.layout })
              }
            >
              {SITE_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {SITE_LAYOUT_LABELS[layout]}
                </option>
              ))}
            </Select>
          </Field>
        </fieldset>
        {canWrite ? (
          <p className="text-sm text-muted" role="status">
            {status}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

const fontOf = (value: string) => SITE_FONTS.find((f) => f === value) ?? "Inter";
