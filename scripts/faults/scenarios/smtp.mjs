export async function smtp() { return { figures: {}, problems: ["not written yet"] }; }
