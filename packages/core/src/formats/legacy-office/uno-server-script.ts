// The Python half of the LibreOffice converter, run with Debian's /usr/bin/python3 (whose python3-uno
// binds to the installed LibreOffice). It is a string rather than a .py file so that a bundler
// compiling the core (Next.js) cannot lose it.
//
// It starts one headless soffice with the profile directory and pipe name it is given, connects,
// prints `{"ready": true}`, then answers one JSON line per request line read from stdin:
//   request  {"input": path, "output": path, "filter": export filter, "accept": [type name prefixes]}
//   reply    {"status": "converted"} | {"status": "wrong_type", "type": name}
//            | {"status": "unreadable", "reason": text}
// The type is detected before loading, so random bytes are not imported as a plain-text document.
// When LibreOffice stops answering, or stdin closes (Node is gone), it ends its whole process group:
// Node starts it as a group leader, and killing soffice's launcher (oosplash) alone would leave
// soffice.bin running.
export const unoServerScript = String.raw`
import json, os, signal, subprocess, sys, time
import uno
from com.sun.star.beans import NamedValue, PropertyValue
from com.sun.star.connection import NoConnectException

NEVER_EXECUTE_MACROS = 0
NO_LINK_UPDATES = 0
FILTER_IMPORTS = 1

def descriptor(**values):
    return tuple(PropertyValue(Name=name, Value=value) for name, value in values.items())

def connect(pipe, soffice, seconds):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', local)
    deadline = time.monotonic() + seconds
    while True:
        try:
            return resolver.resolve('uno:pipe,name=%s;urp;StarOffice.ComponentContext' % pipe)
        except NoConnectException:
            if soffice.poll() is not None:
                sys.exit('soffice exited with code %s before accepting connections' % soffice.returncode)
            if time.monotonic() > deadline:
                sys.exit('soffice did not accept connections within %s s' % seconds)
            time.sleep(0.05)

def properties(container, name):
    return {value.Name: value.Value for value in container.getByName(name)}

def import_filter_of(office, detected):
    preferred = properties(office.detection, detected).get('PreferredFilter')
    if preferred:
        return preferred
    # Some types (Excel 2003 XML) name no preferred filter: take the first that imports them.
    matches = office.filters.createSubSetEnumerationByProperties((NamedValue('Type', detected),))
    while matches.hasMoreElements():
        candidate = {value.Name: value.Value for value in matches.nextElement()}
        if candidate.get('Flags', 0) & FILTER_IMPORTS:
            return candidate['Name']
    raise ValueError('LibreOffice has no import filter for %s' % detected)

def convert(office, request):
    url = uno.systemPathToFileUrl(request['input'])
    detected = office.detection.queryTypeByDescriptor(descriptor(URL=url), True)[0]
    if not detected.startswith(tuple(request['accept'])):
        return {'status': 'wrong_type', 'type': detected}
    import_filter = import_filter_of(office, detected)
    service = properties(office.filters, import_filter)['DocumentService']
    # A model loaded without a frame has no view: LibreOffice 7.4 crashes building the comment
    # sidebar of a hidden view, and a view is slower anyway.
    document = office.services.createInstanceWithContext(service, office.context)
    try:
        document.load(descriptor(URL=url, FilterName=import_filter, ReadOnly=True,
                                 MacroExecutionMode=NEVER_EXECUTE_MACROS, UpdateDocMode=NO_LINK_UPDATES))
        document.storeToURL(uno.systemPathToFileUrl(request['output']), descriptor(FilterName=request['filter']))
    finally:
        document.close(True)
    return {'status': 'converted'}

def responsive(office):
    # soffice.bin may die while its launcher lives on: ask the office itself.
    try:
        office.detection.getElementNames()
        return True
    except Exception:
        return False

class Office:
    def __init__(self, context):
        self.context = context
        self.services = context.ServiceManager
        self.detection = self.services.createInstanceWithContext('com.sun.star.document.TypeDetection', context)
        self.filters = self.services.createInstanceWithContext('com.sun.star.document.FilterFactory', context)

def reply(message):
    sys.stdout.write(json.dumps(message) + '\n')
    sys.stdout.flush()

def main():
    profile, pipe, start_seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    soffice = subprocess.Popen(
        ['soffice', '-env:UserInstallation=' + uno.systemPathToFileUrl(profile), '--headless', '--invisible',
         '--nologo', '--norestore', '--nodefault',
         '--accept=pipe,name=%s;urp;StarOffice.ComponentContext' % pipe],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        office = Office(connect(pipe, soffice, start_seconds))
        reply({'ready': True})
        for line in sys.stdin:
            try:
                reply(convert(office, json.loads(line)))
            except Exception as error:
                if not responsive(office):
                    raise
                reply({'status': 'unreadable', 'reason': '%s: %s' % (type(error).__name__, error)})
    finally:
        # A killed LibreOffice leaves its pipe's socket file behind.
        try:
            os.unlink('/tmp/OSL_PIPE_%d_%s' % (os.getuid(), pipe))
        except OSError:
            pass
        if os.getpgid(0) == os.getpid():
            os.killpg(0, signal.SIGKILL)
        soffice.kill()

main()
`;
