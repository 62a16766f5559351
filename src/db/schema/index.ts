export * from "./announcements";
export * from "./applications";
export * from "./corporations";
export * from "./platform";
export * from "./projects";
export * from "./reference";
export * from "./users";
