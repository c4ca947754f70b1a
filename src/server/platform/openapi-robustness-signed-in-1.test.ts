/** Part 1 of the signed-in OpenAPI robustness walk (src/server/testing/signed-in-walk.ts). */
import { describeSignedInWalk } from "../testing/signed-in-walk.ts";

describeSignedInWalk(1, 2);
