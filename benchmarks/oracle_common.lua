-- What the Lua sides of the card-room server harnesses share (benchmarks/hefei_oracle.lua,
-- benchmarks/maanshan_oracle.lua): loading the server's modules from a checkout's `src` with
-- the skynet process around them stubbed out, reading a hand line, building the melds, and
-- writing JSON. Each driver runs `dofile` on this file and calls `common.setup(src, GAME)`.
--
-- A hand line, fields separated by '|':
--   id | winner | dealer | (driver's own) | discarder (0: self-draw) | kong draw (0/1)
--      | concealed tiles before the win (server bytes, ',') | winning tile
--      | melds: kind:byte;kind:byte... (peng, gang, angang, jiagang) | (driver's own) ...
-- Server bytes: 万 1-9, 条 11-19, 筒 21-29, 东南西北中发白 31-37 (mj_core/MJConst.lua).

local common = {}

-- The fields of `text` between each `sep` (one character), empty ones kept.
function common.split(text, sep)
    local out = {}
    if text == nil or text == "" then
        return out
    end
    local start = 1
    while true do
        local at = string.find(text, sep, start, true)
        if at == nil then
            table.insert(out, string.sub(text, start))
            return out
        end
        table.insert(out, string.sub(text, start, at - 1))
        start = at + 1
    end
end

-- The non-empty fields of `text` between each `sep`.
function common.parts(text, sep)
    local out = {}
    for _, part in ipairs(common.split(text, sep)) do
        if part ~= "" then
            table.insert(out, part)
        end
    end
    return out
end

function common.json_string(text)
    return '"' .. string.gsub(text, '(["\\])', "\\%1") .. '"'
end

-- The server's modules of game folder `game` (hefeimj, maanshanmj) and mj_core on the path;
-- what they expect from skynet (nothing they use here) stubbed.
function common.setup(src, game)
    package.path = src .. "/MJGame/" .. game .. "/?.lua;" .. src .. "/MJGame/?.lua;" .. src
        .. "/global/?.lua;" .. package.path
    package.preload["skynet"] = function() return {} end
    package.preload["snax"] = function() return {} end
    package.preload["crypt"] = function() return {} end
    require("functions")
    function LOG_DEBUG() end
    function LOG_ERROR() end
    function dump() end  -- functions.lua's dump prints; the scorers call it on every hand
    common.MJConst = require("mj_core.MJConst")
    common.MJPile = require("mj_core.MJPile")
    common.MJRiver = require("mj_core.MJRiver")
end

-- The common fields of a hand line.
function common.read(line)
    local f = common.split(line, "|")
    return {
        fields = f,
        id = f[1],
        winner = tonumber(f[2]),
        dealer = tonumber(f[3]),
        discarder = tonumber(f[5]),
        kong_draw = f[6] == "1",
        concealed = common.parts(f[7], ","),
        winning = tonumber(f[8]),
        melds = common.parts(f[9] or "", ";"),
    }
end

-- Put the hand's concealed tiles, melds and (on a self-draw) the drawn tile in `player`.
function common.deal(player, hand)
    local MJConst, MJPile = common.MJConst, common.MJPile
    local oper = {
        peng = MJConst.kOperPeng,
        gang = MJConst.kOperMG,
        angang = MJConst.kOperAG,
    }
    for _, byte in ipairs(hand.concealed) do
        player:addHandCard(tonumber(byte))
    end
    for _, meld in ipairs(hand.melds) do
        local kind, byte = string.match(meld, "(%a+):(%d+)")
        byte = tonumber(byte)
        local pile = MJPile.new()
        if kind == "jiagang" then
            pile:setPile(3, { byte, byte, byte }, true, 0, MJConst.kOperPeng)
            pile:setPile(4, { byte }, true, 0, MJConst.kOperMXG)
        else
            local size = (kind == "peng") and 3 or 4
            local cards = {}
            for i = 1, size do
                cards[i] = byte
            end
            pile:setPile(size, cards, true, 0, oper[kind])
        end
        table.insert(player.pileList, pile)
    end
    if hand.discarder == 0 then
        player:addNewCard(hand.winning)
        -- GamePlaying draws the replacement tile after the kong: the kong is the operation
        -- before the last one (CountHuType:isGangKai).
        player.opHistoryList = hand.kong_draw and { MJConst.kOperMG, MJConst.kOperNewCard }
            or { MJConst.kOperNewCard, MJConst.kOperNewCard }
    end
end

-- Score every line of stdin with `score(line)` (a JSON text); an error is a JSON line too.
function common.run(score)
    for line in io.lines() do
        if line ~= "" then
            local ok, out = pcall(score, line)
            if not ok then
                out = '{"id": ' .. common.split(line, "|")[1] .. ', "error": '
                    .. common.json_string(tostring(out)) .. "}"
            end
            io.write(out, "\n")
        end
    end
end

return common
