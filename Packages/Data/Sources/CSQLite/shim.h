// The system SQLite for Linux (libsqlite3-dev). Apple platforms import the SDK's SQLite3 module instead.
#include <sqlite3.h>
