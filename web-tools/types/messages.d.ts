// The shape of messages.js, which wuhu-mj makes from its catalog (web/site.py messages_js).
export declare const MESSAGES: Record<"zh" | "en", Record<string, string>>;
