/// Failure requirements inside one gesture environment, and the environment's end.
extension TouchArena {
    /// What a recognizer that tries to leave `.possible` must do about its failure requirements.
    enum FailureRequirementVerdict {
        /// No recognizer it waits for is undecided: it may leave `.possible` now.
        case proceed
        /// A recognizer it waits for is still undecided: it stays `.possible`.
        case wait
        /// A recognizer it waits for began or recognized: it fails.
        case fail
    }

    /// Asks every recognizer bound to this environment whether `recognizer` waits for it
    /// (``GestureRecognizer/requiresFailure(of:)``). Recognizers outside the environment never
    /// hold it back: they see none of its fingers, so they cannot fail for them.
    func failureRequirementVerdict(for recognizer: GestureRecognizer) -> FailureRequirementVerdict {
        var wait = false
        for other in recognizers where other !== recognizer && other.arena === self {
            guard recognizer.requiresFailure(of: other) else { continue }
            switch other.storedState {
            case .began, .changed, .ended: return .fail
            case .possible: wait = true
            case .failed, .cancelled: continue
            }
        }
        return wait ? .wait : .proceed
    }

    /// Applies the states `recognizer` set while it waited, in order (a run of `.changed` counts
    /// once): targets run now, at the moment the requirement was met.
    func release(_ recognizer: GestureRecognizer) {
        var states: [GestureRecognizer.State] = []
        for state in recognizer.pendingStates where !(state == .changed && states.last == .changed) {
            states.append(state)
        }
        recognizer.pendingStates.removeAll()
        for state in states { recognizer.apply(state) }
    }

    /// `recognizer` failed: those waiting for it may go on.
    func didFail(_ recognizer: GestureRecognizer) {
        resolveRequirements()
    }

    /// Releases or fails waiting recognizers until none can change.
    func resolveRequirements() {
        guard !isResolvingRequirements else { return }
        isResolvingRequirements = true
        defer { isResolvingRequirements = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in recognizers where recognizer.arena === self && !recognizer.pendingStates.isEmpty {
                switch failureRequirementVerdict(for: recognizer) {
                case .wait:
                    continue
                case .fail:
                    recognizer.pendingStates.removeAll()
                    recognizer.storedState = .failed
                case .proceed:
                    release(recognizer)
                }
                changed = true
            }
        }
    }

    /// After each event and timer: resolves requirements and, once no finger is down, fails what
    /// cannot be decided any more and ends the environment when nothing waits.
    func settle() {
        resolveRequirements()
        guard !hasFingerDown, !isFinished else { return }
        if recognizers.contains(where: { $0.arena === self && $0.storedState == .possible && $0.waitsForMoreTouches }) {
            return      // a multi-tap's timer decides
        }
        // Recognizers that wait on each other with no finger left can never be released.
        for recognizer in recognizers where recognizer.arena === self && recognizer.storedState == .possible {
            recognizer.pendingStates.removeAll()
            recognizer.storedState = .failed
        }
        resolveRequirements()
        finish()
    }

    /// Resets every recognizer and lets the next finger start a new environment.
    private func finish() {
        isFinished = true
        for recognizer in recognizers where recognizer.arena === self {
            if recognizer.storedState == .began || recognizer.storedState == .changed { recognizer.state = .cancelled }
            recognizer.arena = nil
            recognizer.resetToPossible()
        }
        if application?.touchScript.arena === self { application?.touchScript.arena = nil }
    }
}
