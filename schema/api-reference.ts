/**
 * Where the API reference's script (Scalar's standalone bundle, @scalar/api-reference) is served
 * from: our own static assets, under a name that carries its version, so /api/docs works without
 * the internet and a new release is a new file (the assets are cached for good). The version is
 * the one package.json pins; the build copies the installed bundle there (web/api-reference.config.ts)
 * and fails when the installed package is another version. Shared by that build step, the service
 * worker's precache (which leaves this big, developers-only file out) and the worker's docs page.
 */
import { devDependencies } from "../package.json";

export const API_REFERENCE_VERSION = devDependencies["@scalar/api-reference"];
export const API_REFERENCE_SCRIPT = `/assets/scalar-api-reference-${API_REFERENCE_VERSION}.js`;
