export * from "./constants";
export * from "./messages";
export * from "./requests";
export * from "./slug";
export * from "./athens-time";
