/** Part 2 of the signed-in OpenAPI robustness walk (src/server/testing/signed-in-walk.ts). */
import { describeSignedInWalk } from "../testing/signed-in-walk.ts";

describeSignedInWalk(2, 2);
