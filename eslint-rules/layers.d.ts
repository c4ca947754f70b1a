import type { Rule } from "eslint";

declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;
export declare const ALLOWED_UP: Map<string, string>;
export declare function layerOf(rel: string): number;
