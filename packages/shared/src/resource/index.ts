/** Resource detail, preview and resource calls (spec 3 §3, §7). */
export {};
