/// Foundation's block timers and the main dispatch queue → FlipbookUIKit's versions on the
/// scene's clock: `Timer.scheduledTimer(withTimeInterval:repeats:block:)` →
/// `SceneTimer.scheduledTimer(…)`, `DispatchQueue.main.async` / `.asyncAfter` →
/// `SceneQueue.main.async` / `.asyncAfter` (with `DispatchTime.now()` in the call →
/// `SceneTime.now()`). A render runs scene time: Foundation's run loop never turns during one
/// and nothing drains the main dispatch queue, so the calls as written would silently never
/// run their closures.
///
/// A main-queue call with a `group:` argument, and a timer added to a run loop by hand
/// (`RunLoop.main.add(timer, forMode:)`), are reported instead.
enum SceneClockCalls {
    static func rewrite(in units: inout [Unit]) {
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier && !c.isText(c.previous(before: i), ".") {
                switch t.text {
                case "Timer":
                    guard let open = call(after: i, members: ["scheduledTimer"], c),
                        firstLabel(of: open, c) == "withTimeInterval"
                    else { continue }
                    c.replace(i, with: "SceneTimer")
                    units[u].note(.sceneClock, token: i)
                case "DispatchQueue":
                    guard let method = member(after: i, path: ["main"], c),
                        ["async", "asyncAfter"].contains(c.tokens[method].text),
                        let next = c.next(after: method), c.isText(next, "(") || c.isText(next, "{")
                    else { continue }
                    if c.isText(next, "("), let close = c.match[next] {
                        if labels(of: next, close: close, c).contains("group") {
                            units[u].refuse(
                                token: i,
                                reason:
                                    "DispatchQueue.main.\(c.tokens[method].text) with a group: runs on Foundation's main queue, which no render drains; send the work with SceneQueue.main (the scene's clock) and track it without the group"
                            )
                            continue
                        }
                        for k in next..<close where c.isText(k, "DispatchTime") || c.isText(k, "DispatchWallTime") {
                            if c.isText(c.next(after: k), "."), let now = c.next(after: c.next(after: k)!), c.isText(now, "now") {
                                c.replace(k, with: "SceneTime")
                            }
                        }
                    }
                    c.replace(i, with: "SceneQueue")
                    units[u].note(.sceneClock, token: i)
                case "RunLoop":
                    guard let loop = member(after: i, path: [], c), ["main", "current"].contains(c.tokens[loop].text),
                        call(after: loop, members: ["add"], c) != nil
                    else { continue }
                    units[u].refuse(
                        token: i,
                        reason:
                            "a timer added to Foundation's run loop never fires in a render (the run loop does not turn in scene time); schedule it with SceneTimer.scheduledTimer(withTimeInterval:repeats:block:), on the scene's clock"
                    )
                default:
                    continue
                }
            }
            units[u].cursor = c
        }
    }

    /// The token of the member named after `.path…` following token `i` (`DispatchQueue` `.main`
    /// `.async` → `async`'s index for path `["main"]`), or nil when the chain differs.
    private static func member(after i: Int, path: [String], _ c: TokenCursor) -> Int? {
        var k = i
        for name in path {
            guard let dot = c.next(after: k), c.isText(dot, "."), let n = c.next(after: dot), c.isText(n, name) else {
                return nil
            }
            k = n
        }
        guard let dot = c.next(after: k), c.isText(dot, "."), let n = c.next(after: dot), c.tokens[n].kind == .identifier else {
            return nil
        }
        return n
    }

    /// The `(` of a call `.name(` of one of `members` following token `i`, or nil.
    private static func call(after i: Int, members: Set<String>, _ c: TokenCursor) -> Int? {
        guard let m = member(after: i, path: [], c), members.contains(c.tokens[m].text), let open = c.next(after: m),
            c.isText(open, "(")
        else { return nil }
        return open
    }

    /// The first argument label of the call whose `(` is `open`, or nil.
    private static func firstLabel(of open: Int, _ c: TokenCursor) -> String? {
        guard let l = c.next(after: open), c.tokens[l].kind == .identifier, c.isText(c.next(after: l), ":") else { return nil }
        return c.tokens[l].text
    }

    /// The argument labels of the call whose parentheses are `open` and `close`.
    private static func labels(of open: Int, close: Int, _ c: TokenCursor) -> [String] {
        ((open + 1)..<close).filter { j in
            c.tokens[j].kind == .identifier && c.isText(c.next(after: j), ":") && c.enclosingOpen(of: j) == open
                && (c.isText(c.previous(before: j), "(") || c.isText(c.previous(before: j), ","))
        }.map { c.tokens[$0].text }
    }
}
