import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon } from "lucide-react";
import Building from "lucide-react/icons/building";
import Hammer from "lucide-react/icons/hammer";
import House from "lucide-react/icons/house";
import Paintbrush from "lucide-react/icons/paintbrush";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";
import type { ServiceIcon } from "./websites.constants.ts";

// The service icons of a published site as inline SVG, drawn once from lucide's own components (the icons the
// builder shows), so the page needs no icon file and no script.

const ICONS: Record<ServiceIcon, LucideIcon> = { Zap, Hammer, Paintbrush, Home: House, Building, Wrench };

const drawn = new Map<ServiceIcon, string>();

const isServiceIcon = (name: string): name is ServiceIcon => Object.hasOwn(ICONS, name);

/** The SVG markup of a service's icon (decorative: hidden from screen readers); Wrench for a name not in the list. */
export function serviceIconSvg(name: string): string {
  const icon: ServiceIcon = isServiceIcon(name) ? name : "Wrench";
  let svg = drawn.get(icon);
  if (svg === undefined) {
    svg = renderToStaticMarkup(createElement(ICONS[icon], { size: 28, "aria-hidden": true, focusable: "false" }));
    drawn.set(icon, svg);
  }
  return svg;
}
