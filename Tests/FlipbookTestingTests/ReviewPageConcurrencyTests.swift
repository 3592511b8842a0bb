import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookTesting
import Foundation
import Testing

/// Tests run in parallel, so many assertions write and clear artifacts of one folder at once.
/// Threads of one process take the page's `flock` through separate descriptors, exactly as
/// separate processes do.
@Suite struct ReviewPageConcurrencyTests {
    static let count = 32

    func sections(of page: String) -> Int {
        page.components(separatedBy: "<section class=\"failure").count - 1
    }

    @Test func parallelFailuresAndPassesLeaveAPageListingExactlyTheCurrentFailures() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        for i in 0 ..< Self.count { try sandbox.record(redSquare, test: "t\(i)") }

        DispatchQueue.concurrentPerform(iterations: Self.count) { i in
            _ = sandbox.verify(redSquare(shifting: [(i % 4, i / 8, 1 + i)]), test: "t\(i)")
        }
        var page = try sandbox.pageText()
        #expect(sections(of: page) == Self.count)
        #expect(page.contains("<title>32 golden failures · Flipbook</title>"))
        for i in 0 ..< Self.count { #expect(page.contains("<b>t\(i)</b>")) }
        let records = FailureReview.readRecords(root: sandbox.artifacts)
        #expect(page == ReviewPage.html(records: records.records, unreadable: records.unreadable),
                "the page is the one its sidecars give")

        // Even tests now pass while odd ones fail again with other pixels.
        DispatchQueue.concurrentPerform(iterations: Self.count) { i in
            let image = i.isMultiple(of: 2) ? redSquare : redSquare(shifting: [(3, 3, 40 + i)])
            _ = sandbox.verify(image, test: "t\(i)")
        }
        page = try sandbox.pageText()
        #expect(sections(of: page) == Self.count / 2)
        for i in 0 ..< Self.count {
            #expect(page.contains("<b>t\(i)</b>") == !i.isMultiple(of: 2))
        }
        #expect(try sandbox.record(of: "t5").numbers?.largestChannelDelta == 45)
        #expect(sandbox.artifactFiles().count == Self.count / 2 * 4 + 1)

        DispatchQueue.concurrentPerform(iterations: Self.count) { i in
            _ = sandbox.verify(redSquare, test: "t\(i)")
        }
        #expect(sandbox.artifactFiles() == [])
    }

    @Test func rebuildsWaitForTheLock() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "held")
        let started = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var pageWhileLocked: Bool?
        try FileManager.default.createDirectory(atPath: sandbox.artifacts, withIntermediateDirectories: true)
        try FailureReview.withLock(root: sandbox.artifacts) {
            DispatchQueue.global().async {
                started.signal()
                _ = sandbox.verify(redSquare(shifting: [(0, 0, 1)]), test: "held")
                finished.signal()
            }
            started.wait()
            #expect(finished.wait(timeout: .now() + 0.5) == .timedOut, "the failing assertion waits for the lock")
            #expect(sandbox.exists(sandbox.sidecar("held")), "but writes its sidecar first")
            pageWhileLocked = sandbox.exists(sandbox.page)
        }
        finished.wait()
        #expect(pageWhileLocked == false)
        #expect(sandbox.exists(sandbox.page) && sandbox.exists(sandbox.sidecar("held")))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs util-linux's flock"))
    func anotherProcessHoldingTheLockDelaysTheRebuild() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "shared")
        try FileManager.default.createDirectory(atPath: sandbox.artifacts, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        let marker = sandbox.root + "/holding"
        holder.arguments = [sandbox.artifacts + "/" + FailureReview.lockName, "sh", "-c", "touch \(marker); sleep 1"]
        try holder.run()
        defer { holder.waitUntilExit() }
        while !sandbox.exists(marker) { usleep(10_000) }

        let start = Date()
        #expect(sandbox.verify(redSquare(shifting: [(2, 1, 3)]), test: "shared") != nil)
        #expect(Date().timeIntervalSince(start) > 0.5, "the rebuild waited for the other process's lock")
        #expect(sandbox.exists(sandbox.page))
    }
}
