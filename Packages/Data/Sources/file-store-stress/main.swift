// A helper the Data tests spawn as separate processes, to prove that `JSONFileStorage` keeps concurrent
// writers from losing updates and reports file system failures as `DomainError.storage`.
//
//   file-store-stress increment <file> <count>   adds 1 to the stored counter <count> times, one update each
//   file-store-stress save <file> <number> [--as-nobody]
//                                                saves <number>; --as-nobody first drops root privileges, so
//                                                permission tests mean something when run as root
//
// Exits 0 on success, 1 with the error's description on standard error, 2 on bad usage.

import DataCore
import DomainCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let number = Int(arguments[2]) else {
    fail("usage: file-store-stress increment|save <file> <number> [--as-nobody]", code: 2)
}
if arguments.contains("--as-nobody"), geteuid() == 0 {
    guard setgid(65_534) == 0, setuid(65_534) == 0 else { fail("cannot drop privileges", code: 2) }
}
let store = JSONFileStorage<Int>(fileURL: URL(fileURLWithPath: arguments[1]), dates: .current)
do {
    switch arguments[0] {
    case "increment":
        for _ in 0..<number {
            try store.update(default: 0) { $0 += 1 }
        }
    case "save":
        try store.save(number)
    default:
        fail("unknown command \(arguments[0])", code: 2)
    }
} catch {
    fail(String(describing: error), code: 1)
}
