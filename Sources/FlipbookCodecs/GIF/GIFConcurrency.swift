import Dispatch

/// A value handed to another thread although its type is not `Sendable`.
///
/// The encoder's parallel stages share buffers and closures whose safety the compiler cannot
/// see: each task writes its own index or its own half of a frame, and reads only what no task
/// writes. This wrapper is the one place where FlipbookCodecs says so; every use names the rule
/// that makes it safe.
struct GIFUncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body(0)`, …, `body(count − 1)` side by side on Dispatch's pool and returns when all have
/// returned. The tasks must write disjoint memory and read only what none of them writes.
func gifConcurrentlyPerform(iterations count: Int, _ body: (Int) -> Void) {
    withoutActuallyEscaping(body) { body in
        let shared = GIFUncheckedSendable(body)  // the tasks are independent (see above)
        DispatchQueue.concurrentPerform(iterations: count) { shared.value($0) }
    }
}
