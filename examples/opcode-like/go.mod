module example.com/opcode-like

go 1.22
