/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, its cells sorted by
/// symbol id (the order Cassowary implementations iterate in, which fixes the tie-breaks).
struct Row {
    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    @inline(__always) static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    private func index(of symbol: Int) -> (found: Bool, at: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: Int) -> Double {
        let (found, at) = index(of: symbol)
        return found ? coefficients[at] : 0
    }

    /// Adds `coefficient × symbol`; a cell that becomes near zero is removed.
    mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = coefficients[at] + coefficient
            if Row.nearZero(sum) {
                symbols.remove(at: at)
                coefficients.remove(at: at)
            } else {
                coefficients[at] = sum
            }
        } else if !Row.nearZero(coefficient) {
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
        }
    }

    /// Adds `coefficient × other` (a sorted merge).
    mutating func insert(row other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.symbols.isEmpty { return }
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i]); mergedCoefficients.append(coefficients[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let value = other.coefficients[j] * coefficient
                if !Row.nearZero(value) { mergedSymbols.append(other.symbols[j]); mergedCoefficients.append(value) }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * coefficient
                if !Row.nearZero(value) { mergedSymbols.append(symbols[i]); mergedCoefficients.append(value) }
                i += 1; j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol`'s cell.
    mutating func remove(_ symbol: Int) {
        let (found, at) = index(of: symbol)
        if found { symbols.remove(at: at); coefficients.remove(at: at) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for k in coefficients.indices { coefficients[k] = -coefficients[k] }
    }

    /// Solves `0 = row` for `symbol` (which must be present): the row becomes `symbol`'s expression.
    mutating func solve(for symbol: Int) {
        let (_, at) = index(of: symbol)
        let factor = -1.0 / coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs`'s expression.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (`symbol`'s expression).
    mutating func substitute(_ symbol: Int, with row: Row) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        insert(row: row, coefficient)
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}
